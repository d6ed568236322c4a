import { useEffect, useState } from 'react';
import { getDecisionPreview } from '../../../lib/decisions-api.ts';
import { getPlaces } from '../../../lib/places-api.ts';
import { WORKSPACE_READS } from '../../../shared/messages/workspace.ts';
import { useRead } from '../common/use-read.ts';
import DecisionPicker from './DecisionPicker.tsx';
import PendingRelease from './PendingRelease.tsx';
import PlacesSummary from './PlacesSummary.tsx';

/** /organiser/decisions: set pending decisions, read what each applicant will get, release them together. */
export default function DecisionsBoard() {
  const { value: preview, error, load } = useRead(getDecisionPreview);
  // Read with the preview and shown once both are here: appearing on its own above the rest, the places summary
  // pushed the whole page down (Lighthouse CLS 0.25).
  const places = useRead(getPlaces);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    void load();
    void places.load();
  }, [load, places.load]);

  const changed = () => {
    void load();
    void places.load();
    // The list's statuses change on a release: the picker loads them afresh, keeping its own message.
    setVersion((v) => v + 1);
  };

  if (error) return <p role="alert">{WORKSPACE_READS.decisions.failed(error)}</p>;
  if (places.error) return <p role="alert">{WORKSPACE_READS.places.failed(places.error)}</p>;
  if (!preview || !places.value) return <p role="status">{WORKSPACE_READS.decisions.loading}</p>;
  return (
    <>
      <PlacesSummary summary={places.value} />
      <PendingRelease preview={preview} onChange={changed} />
      <DecisionPicker version={version} onSet={changed} />
    </>
  );
}
