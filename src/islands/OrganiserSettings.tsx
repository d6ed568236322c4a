import IslandBoundary from '../components/react/IslandBoundary.tsx';
import PlaceSettingsForm from '../components/organiser/PlaceSettingsForm.tsx';
import WindowSettings from '../components/organiser/WindowSettings.tsx';

/** Organiser workspace island: see WindowSettings and PlaceSettingsForm. */
export default function OrganiserSettings() {
  return (
    <IslandBoundary>
      <WindowSettings />
      <PlaceSettingsForm />
    </IslandBoundary>
  );
}
