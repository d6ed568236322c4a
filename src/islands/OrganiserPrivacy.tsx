import IslandBoundary from '../components/react/IslandBoundary.tsx';
import BreachNotices from '../features/workspace/privacy/BreachNotices.tsx';
import PrivacyDesk from '../features/workspace/privacy/PrivacyDesk.tsx';

/** Organiser workspace island: see PrivacyDesk and BreachNotices. */
export default function OrganiserPrivacy() {
  return (
    <IslandBoundary>
      <PrivacyDesk />
      <BreachNotices />
    </IslandBoundary>
  );
}
