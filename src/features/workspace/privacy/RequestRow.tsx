import { useState, type SubmitEvent } from 'react';
import { changePrivacyRequest } from '../../../lib/privacy-requests-api.ts';
import { formatIstDay } from '../../../shared/india-time.ts';
import {
  PRIVACY_REQUEST_KIND_LABELS,
  PRIVACY_REQUEST_STATES,
  PRIVACY_REQUEST_STATE_LABELS,
  type PrivacyRequestState,
} from '../../../shared/privacy/request-labels.ts';
import type { OrganiserPrivacyRequest } from '../../../shared/privacy/request-schemas.ts';
import { sendWrite } from '../common/send.ts';
import { useWrite } from '../common/use-write.ts';
import WriteStatus from '../common/WriteStatus.tsx';
import styles from '../common/Organiser.module.css';

interface Props {
  request: OrganiserPrivacyRequest;
  /** Reads the list again once a change is saved. */
  onChanged: () => Promise<void>;
}

/** One request: who asked what and when, its due date (flagged when overdue), and its state with the organisers' note. */
export default function RequestRow({ request, onChanged }: Props) {
  const [state, setState] = useState<PrivacyRequestState>(request.state);
  const [note, setNote] = useState(request.note);
  // The state and note go in as the run's arguments: the write keeps the effect it was made with, whose closure would
  // send the row's first state and note whatever was chosen since.
  const write = useWrite(
    (to: PrivacyRequestState, withNote: string) =>
      sendWrite((token) => changePrivacyRequest(token, request.id, { state: to, note: withNote }), onChanged),
    `${request.id} ${state} ${note}`,
  );
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    void write.run(state, note);
  };
  const id = `privacy-request-${request.id}`;
  return (
    <tr>
      <td>{formatIstDay(request.receivedAt)}</td>
      <td>
        {formatIstDay(request.dueAt)}
        {request.overdue && <strong> (overdue)</strong>}
      </td>
      <td>
        {request.applicantName || 'Deleted account'}
        <br />
        {request.mobile}
      </td>
      <td>
        {PRIVACY_REQUEST_KIND_LABELS[request.kind]}
        <br />
        <span className={styles.muted}>{request.details}</span>
      </td>
      <td>
        <form onSubmit={onSubmit} aria-label={`Privacy request #${request.id}`}>
          <label htmlFor={`${id}-state`}>State</label>
          <select
            id={`${id}-state`}
            value={state}
            onChange={(event) => setState(event.target.value as PrivacyRequestState)}
          >
            {PRIVACY_REQUEST_STATES.map((s) => (
              <option key={s} value={s}>
                {PRIVACY_REQUEST_STATE_LABELS[s]}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-note`}>Note to the applicant</label>
          <textarea
            id={`${id}-note`}
            rows={2}
            maxLength={2000}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          <WriteStatus write={write.$write} label="Save" look="outline" />
        </form>
      </td>
    </tr>
  );
}
