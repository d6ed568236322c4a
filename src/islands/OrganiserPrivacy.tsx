import IslandBoundary from '../components/react/IslandBoundary.tsx';
import PrivacyDesk from '../features/workspace/privacy/PrivacyDesk.tsx';

/** Organiser workspace island: see PrivacyDesk. */
export default function OrganiserPrivacy() {
  return (
    <IslandBoundary>
      <PrivacyDesk />
    </IslandBoundary>
  );
}
