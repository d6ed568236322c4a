import IslandBoundary from '../components/react/IslandBoundary.tsx';
import SubmissionList from '../features/workspace/list/SubmissionList.tsx';

/** Organiser workspace island: see SubmissionList. */
export default function OrganiserList() {
  return (
    <IslandBoundary>
      <SubmissionList />
    </IslandBoundary>
  );
}
