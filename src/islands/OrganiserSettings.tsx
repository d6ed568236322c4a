import IslandBoundary from '../components/react/IslandBoundary.tsx';
import PlaceSettingsForm from '../components/organiser/PlaceSettingsForm.tsx';
import StaffPasskeys from '../components/organiser/StaffPasskeys.tsx';
import WindowSettings from '../components/organiser/WindowSettings.tsx';

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
