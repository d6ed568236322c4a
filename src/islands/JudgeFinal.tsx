import IslandBoundary from '../components/react/IslandBoundary.tsx';
import JudgePage from '../features/final/judge/JudgePage.tsx';

/** /judge island: see JudgePage. */
export default function JudgeFinal() {
  return (
    <IslandBoundary>
      <JudgePage />
    </IslandBoundary>
  );
}
