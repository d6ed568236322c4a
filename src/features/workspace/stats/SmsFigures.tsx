import { formatIstTime } from '../../../shared/india-time.ts';
import type { Stats } from '../../../shared/organiser-schemas.ts';
import styles from '../common/Organiser.module.css';

/** From this share of the day's SMS budget on, organisers are warned: past it sign-in codes stop. */
const WARN_AT = 0.8;

/**
 * Today's SMS against the budget, with a warning from 80 %, and codes verified per code sent, hour by hour:
 * real people enter their codes, SMS pumping never does, so a low figure means someone is spending the budget.
 */
export default function SmsFigures({ sms, codeHours }: Pick<Stats, 'sms' | 'codeHours'>) {
  const share = sms.sent / sms.budget;
  return (
    <section className={styles.panel} aria-labelledby="sms-title">
      <h2 id="sms-title">SMS today</h2>
      <p>
        {sms.sent} of {sms.budget} SMS sent on {sms.day} (India time), codes and status messages together.
      </p>
      {share >= WARN_AT && (
        <p role="alert" className={styles.notice} data-kind="error">
          {share >= 1
            ? 'The day’s SMS budget is spent: no sign-in code or status message goes out until midnight, India time.'
            : `${Math.floor(share * 100)}% of the day’s SMS budget is spent: past it, nobody can sign in until midnight, India time.`}
        </p>
      )}
      <h3>Codes verified per code sent</h3>
      {codeHours.length === 0 ? (
        <p className={styles.muted}>No codes in the last 24 hours.</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Hour (India time)</th>
                <th scope="col">Codes sent</th>
                <th scope="col">Codes verified</th>
                <th scope="col">Verified per sent</th>
              </tr>
            </thead>
            <tbody>
              {codeHours.map((h) => (
                <tr key={h.hour}>
                  <th scope="row">{formatIstTime(h.hour)}</th>
                  <td>{h.sent}</td>
                  <td>{h.verified}</td>
                  <td>{h.sent === 0 ? '–' : `${Math.round((h.verified / h.sent) * 100)}%`}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
