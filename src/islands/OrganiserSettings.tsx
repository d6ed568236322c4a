import IslandBoundary from '../components/react/IslandBoundary.tsx';
import WindowSettings from '../components/organiser/WindowSettings.tsx';

/** Organiser workspace island: see WindowSettings. */
export default function OrganiserSettings() {
  return (
    <IslandBoundary>
      <WindowSettings />
    </IslandBoundary>
  );
}
