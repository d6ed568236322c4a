import { useEffect } from 'react';
import { getPrivacyRequests } from '../../../lib/privacy-requests-api.ts';
import { useRead } from '../common/use-read.ts';
import RequestRow from './RequestRow.tsx';
import styles from '../common/Organiser.module.css';

/** The organisers' rights desk: every privacy request, open ones first and soonest due first, each with its state. */
export default function PrivacyDesk() {
  const { value, error, load } = useRead(getPrivacyRequests);
  useEffect(() => void load(), [load]);
  const requests = value?.requests ?? [];
  return (
    <section className={styles.panel} aria-labelledby="privacy-desk-title">
      <h2 id="privacy-desk-title">Privacy requests</h2>
      <p className={styles.muted}>
        Applicants raise these on their profile. Each must be answered within 90 days of its receipt; every change is in
        the audit log.
      </p>
      {error && <p role="alert">{error}</p>}
      {value && requests.length === 0 && <p>No privacy requests yet.</p>}
      {requests.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Received</th>
                <th scope="col">Due</th>
                <th scope="col">Applicant</th>
                <th scope="col">Request</th>
                <th scope="col">State</th>
              </tr>
            </thead>
            <tbody>
              {requests.map((request) => (
                <RequestRow key={`${request.id}-${request.updatedAt}`} request={request} onChanged={() => load()} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
