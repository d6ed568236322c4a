import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { WORKSPACE_MESSAGES, WORKSPACE_READS } from '../../../shared/messages/workspace.ts';
import { stageLabel } from '../../../shared/options/startup.ts';
import { STATUS_LABELS } from '../../../shared/organiser-labels.ts';
import { $stats, applicationsExport, loadStats } from './stats.ts';
import type { ExportFormat } from './export.ts';
import ReviewerProgress from './ReviewerProgress.tsx';
import styles from '../common/Organiser.module.css';
import SmsFigures from './SmsFigures.tsx';
import StatusLine from '../common/StatusLine.tsx';

const FUNNEL = [
  ['codesSent', 'Codes sent'],
  ['numbersVerified', 'Numbers verified'],
  ['profilesCompleted', 'Profiles completed'],
  ['applicationsSubmitted', 'Applications submitted'],
] as const;

/** The funnel as horizontal bars (plain CSS), the same per day as a table, and the counts. */
export default function StatsView() {
  const { value: stats, error } = useStore($stats);
  useEffect(() => void loadStats(), []);
  if (error) return <p role="alert">{WORKSPACE_READS.stats.failed(error)}</p>;
  if (!stats) return <p role="status">{WORKSPACE_READS.stats.loading}</p>;
  const top = Math.max(1, stats.funnel.codesSent, stats.funnel.numbersVerified);

  return (
    <>
      <section className={styles.panel} aria-labelledby="funnel-title">
        <h2 id="funnel-title">Funnel</h2>
        <ul className={styles.bars}>
          {FUNNEL.map(([key, label]) => (
            <li key={key} className={styles.barRow}>
              <span className={styles.barLabel}>{label}</span>
              <span className={styles.barTrack} aria-hidden="true">
                <span className={styles.barFill} style={{ inlineSize: `${(stats.funnel[key] / top) * 100}%` }} />
              </span>
              <span className={styles.barValue}>{stats.funnel[key]}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.panel} aria-labelledby="days-title">
        <h2 id="days-title">Per day (India time)</h2>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Day</th>
                {FUNNEL.map(([key, label]) => (
                  <th key={key} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {stats.perDay.map((d) => (
                <tr key={d.day}>
                  <th scope="row">{d.day}</th>
                  {FUNNEL.map(([key]) => (
                    <td key={key}>{d[key]}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <SmsFigures sms={stats.sms} codeHours={stats.codeHours} />
      {stats.reviewers && <ReviewerProgress reviewers={stats.reviewers} conflicts={stats.declaredConflicts ?? []} />}
      <div className={styles.counts}>
        {/* Organisers only: reviewers read no statuses, so the server sends them no counts per status. */}
        {stats.byStatus && (
          <Counts
            title="By status"
            counts={stats.byStatus}
            label={(k) => STATUS_LABELS[k as keyof typeof STATUS_LABELS] ?? k}
          />
        )}
        <Counts title="By stage" counts={stats.byStage} label={stageLabel} />
        <Counts title="By education" counts={stats.byEducation} />
        <Counts title="Heard about us from" counts={stats.byHeardFrom} />
      </div>
      <section className={styles.panel} aria-labelledby="export-title">
        <h2 id="export-title">Export</h2>
        <p>{WORKSPACE_MESSAGES.exportHolds(stats.byStatus !== undefined)}</p>
        <ExportButtons />
      </section>
    </>
  );
}

function Counts({
  title,
  counts,
  label = (k) => k,
}: {
  title: string;
  counts: Record<string, number>;
  label?: (k: string) => string;
}) {
  const entries = Object.entries(counts).sort((a, b) => b[1] - a[1]);
  return (
    <section className={styles.panel}>
      <h2>{title}</h2>
      {entries.length === 0 ? (
        <p className={styles.muted}>None yet.</p>
      ) : (
        <table className={`${styles.table} ${styles.countTable}`}>
          <tbody>
            {entries.map(([k, n]) => (
              <tr key={k}>
                <th scope="row">{label(k)}</th>
                <td>{n}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/**
 * The export's two buttons and its status line (export.ts): while the server prepares the file both
 * are busy (aria-disabled, so the focus stays), and the one pressed says so.
 */
function ExportButtons() {
  const { busy, result } = useStore(applicationsExport.$write);
  const format = useStore(applicationsExport.$format);
  const button = (kind: ExportFormat, label: string) => (
    <button
      type="button"
      className="btn btn-outline"
      aria-disabled={busy || undefined}
      onClick={() => void applicationsExport.download(kind)}
    >
      {busy && format === kind ? 'Preparing…' : label}
    </button>
  );
  return (
    <>
      <p className={styles.toolbar}>
        {button('csv', 'Download CSV')}
        {button('json', 'Download JSON')}
      </p>
      <StatusLine result={result} />
    </>
  );
}
