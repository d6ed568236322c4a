import IslandBoundary from '../components/react/IslandBoundary.tsx';
import DecisionsBoard from '../features/workspace/decisions/DecisionsBoard.tsx';

/** Organiser workspace island: see DecisionsBoard. */
export default function OrganiserDecisions() {
  return (
    <IslandBoundary>
      <DecisionsBoard />
    </IslandBoundary>
  );
}
