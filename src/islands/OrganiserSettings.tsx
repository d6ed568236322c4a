import IslandBoundary from '../components/react/IslandBoundary.tsx';
import PlaceSettingsForm from '../features/workspace/settings/PlaceSettingsForm.tsx';
import StaffPasskeys from '../features/workspace/settings/StaffPasskeys.tsx';
import WindowSettings from '../features/workspace/settings/WindowSettings.tsx';

/** Organiser workspace island: see WindowSettings, PlaceSettingsForm and StaffPasskeys. */
export default function OrganiserSettings() {
  return (
    <IslandBoundary>
      <WindowSettings />
      <PlaceSettingsForm />
      <StaffPasskeys />
    </IslandBoundary>
  );
}
