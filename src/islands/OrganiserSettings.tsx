import IslandBoundary from '../components/react/IslandBoundary.tsx';
import StaffPasskeys from '../components/organiser/StaffPasskeys.tsx';
import WindowSettings from '../components/organiser/WindowSettings.tsx';

/** Organiser workspace island: see WindowSettings and StaffPasskeys. */
export default function OrganiserSettings() {
  return (
    <IslandBoundary>
      <WindowSettings />
      <StaffPasskeys />
    </IslandBoundary>
  );
}
