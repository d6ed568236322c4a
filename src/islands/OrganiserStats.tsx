import IslandBoundary from '../components/react/IslandBoundary.tsx';
import StatsView from '../features/workspace/stats/StatsView.tsx';

/** Organiser workspace island: see StatsView. */
export default function OrganiserStats() {
  return (
    <IslandBoundary>
      <StatsView />
    </IslandBoundary>
  );
}
