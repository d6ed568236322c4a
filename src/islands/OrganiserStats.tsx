import IslandBoundary from '../components/react/IslandBoundary.tsx';
import StatsView from '../components/organiser/StatsView.tsx';

/** Organiser workspace island: see StatsView. */
export default function OrganiserStats() {
  return (
    <IslandBoundary>
      <StatsView />
    </IslandBoundary>
  );
}
