import IslandBoundary from '../components/react/IslandBoundary.tsx';
import AuditLogView from '../components/organiser/AuditLogView.tsx';

/** Organiser workspace island: see AuditLogView. */
export default function OrganiserAudit() {
  return (
    <IslandBoundary>
      <AuditLogView />
    </IslandBoundary>
  );
}
