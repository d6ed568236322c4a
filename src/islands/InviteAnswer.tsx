import IslandBoundary from '../components/react/IslandBoundary.tsx';
import InviteAnswer from '../features/portal/cofounders/InviteAnswer.tsx';

/** /invite island: see InviteAnswer. */
export default function InviteAnswerIsland() {
  return (
    <IslandBoundary>
      <InviteAnswer />
    </IslandBoundary>
  );
}
