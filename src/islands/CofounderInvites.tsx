import IslandBoundary from '../components/react/IslandBoundary.tsx';
import CofounderInvites from '../features/portal/cofounders/CofounderInvites.tsx';

/** /application island: see CofounderInvites. */
export default function CofounderInvitesIsland() {
  return (
    <IslandBoundary>
      <CofounderInvites />
    </IslandBoundary>
  );
}
