import IslandBoundary from '../components/react/IslandBoundary.tsx';
import PasskeyStep from '../features/workspace/passkey-gate/PasskeyStep.tsx';

/** Organiser workspace island: see PasskeyStep. */
export default function OrganiserPasskeyStep({ offer }: { offer: boolean }) {
  return (
    <IslandBoundary>
      <PasskeyStep offer={offer} />
    </IslandBoundary>
  );
}
