import { useEffect, useState } from 'react';
import { getDecisionPreview } from '../../../lib/decisions-api.ts';
import { WORKSPACE_READS } from '../../../shared/messages/workspace.ts';
import { useRead } from '../common/use-read.ts';
import DecisionPicker from './DecisionPicker.tsx';
import PendingRelease from './PendingRelease.tsx';
import PlacesSummary from './PlacesSummary.tsx';

/** /organiser/decisions: set pending decisions, read what each applicant will get, release them together. */
export default function DecisionsBoard() {
  const { value: preview, error, load } = useRead(getDecisionPreview);
  const [version, setVersion] = useState(0);
  useEffect(() => void load(), [load]);

  const changed = () => {
    void load();
    // The list's statuses change on a release: the picker loads them afresh, keeping its own message.
    setVersion((v) => v + 1);
  };

  if (error) return <p role="alert">{WORKSPACE_READS.decisions.failed(error)}</p>;
  if (!preview) return <p role="status">{WORKSPACE_READS.decisions.loading}</p>;
  return (
    <>
      <PlacesSummary version={version} />
      <PendingRelease preview={preview} onChange={changed} />
      <DecisionPicker version={version} onSet={changed} />
    </>
  );
}
