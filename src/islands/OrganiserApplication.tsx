import IslandBoundary from '../components/react/IslandBoundary.tsx';
import ApplicationReview from '../features/workspace/review/ApplicationReview.tsx';

/** Organiser workspace island: see ApplicationReview. */
export default function OrganiserApplication() {
  return (
    <IslandBoundary>
      <ApplicationReview />
    </IslandBoundary>
  );
}
