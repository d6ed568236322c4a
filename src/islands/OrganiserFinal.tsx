import IslandBoundary from '../components/react/IslandBoundary.tsx';
import StageView from '../features/final/organiser/StageView.tsx';

/** Organiser workspace island: see StageView. */
export default function OrganiserFinal() {
  return (
    <IslandBoundary>
      <StageView />
    </IslandBoundary>
  );
}
