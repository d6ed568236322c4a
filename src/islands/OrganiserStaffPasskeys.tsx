import IslandBoundary from '../components/react/IslandBoundary.tsx';
import StaffPasskeys from '../features/workspace/settings/StaffPasskeys.tsx';

/** Organiser workspace island: see StaffPasskeys. */
export default function OrganiserStaffPasskeys() {
  return (
    <IslandBoundary>
      <StaffPasskeys />
    </IslandBoundary>
  );
}
