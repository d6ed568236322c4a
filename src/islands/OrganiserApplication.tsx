import IslandBoundary from '../components/react/IslandBoundary.tsx';
import ApplicationReview from '../components/organiser/ApplicationReview.tsx';

/** Organiser workspace island: see ApplicationReview. */
export default function OrganiserApplication() {
  return (
    <IslandBoundary>
      <ApplicationReview />
    </IslandBoundary>
  );
}
