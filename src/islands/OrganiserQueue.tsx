import IslandBoundary from '../components/react/IslandBoundary.tsx';
import ReviewQueue from '../components/organiser/ReviewQueue.tsx';

/** Organiser workspace island: see ReviewQueue. */
export default function OrganiserQueue() {
  return (
    <IslandBoundary>
      <ReviewQueue />
    </IslandBoundary>
  );
}
