import IslandBoundary from '../components/react/IslandBoundary.tsx';
import PlaceSettingsForm from '../features/workspace/settings/PlaceSettingsForm.tsx';
import WindowSettings from '../features/workspace/settings/WindowSettings.tsx';

/** Organiser workspace island: see WindowSettings and PlaceSettingsForm. */
export default function OrganiserSettings() {
  return (
    <IslandBoundary>
      <WindowSettings />
      <PlaceSettingsForm />
    </IslandBoundary>
  );
}
