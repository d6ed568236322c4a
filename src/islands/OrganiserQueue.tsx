import IslandBoundary from '../components/react/IslandBoundary.tsx';
import ReviewQueue from '../features/workspace/review/ReviewQueue.tsx';

/** Organiser workspace island: see ReviewQueue. */
export default function OrganiserQueue() {
  return (
    <IslandBoundary>
      <ReviewQueue />
    </IslandBoundary>
  );
}
