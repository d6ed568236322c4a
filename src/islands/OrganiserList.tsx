import IslandBoundary from '../components/react/IslandBoundary.tsx';
import SubmissionList from '../components/organiser/SubmissionList.tsx';

/** Organiser workspace island: see SubmissionList. */
export default function OrganiserList() {
  return (
    <IslandBoundary>
      <SubmissionList />
    </IslandBoundary>
  );
}
