import IslandBoundary from '../components/react/IslandBoundary.tsx';
import AuditLogView from '../features/workspace/audit/AuditLogView.tsx';

/** Organiser workspace island: see AuditLogView. */
export default function OrganiserAudit() {
  return (
    <IslandBoundary>
      <AuditLogView />
    </IslandBoundary>
  );
}
