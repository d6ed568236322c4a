import { formatIstShort } from '../../../shared/india-time.ts';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { WORKSPACE_READS } from '../../../shared/messages/workspace.ts';
import { STARTUP_STAGES, STARTUP_STAGE_LABELS, stageLabel } from '../../../shared/options/startup.ts';
import { APPLICATION_STATUSES, STATUS_LABELS } from '../../../shared/organiser-labels.ts';
import type { SubmissionRow } from '../../../shared/organiser-schemas.ts';
import {
  $listQuery,
  $listRounds,
  $listState,
  listAdvance,
  listDecisions,
  listTags,
  listViews,
  loadListRounds,
  startList,
  updateQuery,
} from './list.ts';
import BulkAdvance from './BulkAdvance.tsx';
import BulkDecision from './BulkDecision.tsx';
import BulkTags from './BulkTags.tsx';
import RoundFilter from './RoundFilter.tsx';
import SavedViews from './SavedViews.tsx';
import RowTags from './RowTags.tsx';
import { TAG_LIMITS } from '../../../shared/messages/tags.ts';
import Pager from './Pager.tsx';
import DuplicateBadge from './DuplicateBadge.tsx';
import PlaceBadge from '../common/PlaceBadge.tsx';
import RowCheckbox from '../common/RowCheckbox.tsx';
import StatusBadge from '../common/StatusBadge.tsx';
import styles from '../common/Organiser.module.css';
import list from './List.module.css';

const count = new Intl.NumberFormat('en-IN');

/** What the status line says once the page is in: which rows of how many. */
function shownLine(total: number, page: number, pageSize: number, rows: number): string {
  if (total === 0) return '0 applications';
  if (rows === 0) return `No applications on page ${page}; ${count.format(total)} in all`;
  const first = (page - 1) * pageSize + 1;
  return `${count.format(first)}–${count.format(first + rows - 1)} of ${count.format(total)} application${total === 1 ? '' : 's'}`;
}

/**
 * /organiser: the applications a page at a time, with filters, search and sort; each row links to its review page.
 * Filters, sort and page live in the address, so a view can be shared; organisers also save views under a name and
 * tag applications.
 */
export default function SubmissionList() {
  const query = useStore($listQuery);
  const state = useStore($listState);
  const { chosen, matching } = useStore(listDecisions.$decide);
  const rounds = useStore($listRounds);
  useEffect(() => void startList(), []);
  // Only organisers read the rounds (the answer that carries the statuses says who this is).
  useEffect(() => {
    if (state.readsStatus === true) void loadListRounds();
  }, [state.readsStatus]);
  const showApplicant = state.rows.some((r) => r.applicantName !== undefined);
  // Organisers' rows carry their reviewers (an empty list when none).
  const showAssignees = state.rows.some((r) => r.assignees !== undefined);
  // Organisers' rows carry their pending decision (null when none): only they decide.
  const deciding = state.rows.some((r) => r.pendingStatus !== undefined);
  const pageIds = state.rows.map((r) => r.id);
  const isChosen = (id: string) => (matching ? matching.ids.includes(id) : chosen.has(id));

  return (
    <>
      <div className={list.filterBar}>
        <form
          className={`${styles.toolbar} ${list.filters}`}
          role="search"
          aria-label="Filter applications"
          onSubmit={(e) => e.preventDefault()}
        >
          <label className={styles.control}>
            Search
            <input
              type="search"
              name="q"
              value={query.q ?? ''}
              placeholder={showApplicant ? 'Startup, applicant, mobile or e-mail' : 'Startup name'}
              onChange={(e) => updateQuery({ q: e.target.value })}
            />
          </label>
          {/* Reviewers read no statuses: no filter by one. Held in place, unseen, until the first answer says. */}
          {state.readsStatus !== false && (
            <label className={`${styles.control} ${state.readsStatus === null ? styles.reserved : ''}`}>
              Status
              <select
                name="status"
                value={query.status ?? ''}
                onChange={(e) => updateQuery({ status: (e.target.value || undefined) as never })}
              >
                <option value="">All statuses</option>
                {APPLICATION_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {STATUS_LABELS[s]}
                    {state.counts[s] === undefined ? '' : ` (${count.format(state.counts[s])})`}
                  </option>
                ))}
              </select>
            </label>
          )}
          <label className={styles.control}>
            Stage
            <select
              name="stage"
              value={query.stage ?? ''}
              onChange={(e) => updateQuery({ stage: e.target.value || undefined })}
            >
              <option value="">All stages</option>
              {STARTUP_STAGES.map((s) => (
                <option key={s} value={s}>
                  {STARTUP_STAGE_LABELS[s]}
                </option>
              ))}
            </select>
          </label>
          {/* Reviewers read no tags: no filter by one (held in place like the status's until the first answer). */}
          {state.readsStatus !== false && (
            <label className={`${styles.control} ${state.readsStatus === null ? styles.reserved : ''}`}>
              Tag
              <input
                name="tag"
                value={query.tag ?? ''}
                maxLength={TAG_LIMITS.nameLength}
                onChange={(e) => updateQuery({ tag: e.target.value })}
              />
            </label>
          )}
          {state.readsStatus === true && (
            <RoundFilter rounds={rounds} value={query.round} onChange={(round) => updateQuery({ round })} />
          )}
          <label className={styles.control}>
            Sort by
            <select
              name="sort"
              value={`${query.sort ?? 'date'}-${query.order ?? 'desc'}`}
              onChange={(e) => {
                const [sort, order] = e.target.value.split('-') as ['date' | 'score', 'asc' | 'desc'];
                updateQuery({ sort, order });
              }}
            >
              <option value="date-desc">Newest first</option>
              <option value="date-asc">Oldest first</option>
              <option value="score-desc">Highest score first</option>
              <option value="score-asc">Lowest score first</option>
            </select>
          </label>
        </form>

        {state.readsStatus === true && <SavedViews flow={listViews} />}
      </div>
      {deciding && (
        <>
          <BulkDecision
            flow={listDecisions}
            filter={{ q: query.q, status: query.status, stage: query.stage, tag: query.tag, round: query.round }}
          />
          <BulkTags flow={listTags} choice={listDecisions} />
          <BulkAdvance flow={listAdvance} choice={listDecisions} rounds={rounds} />
        </>
      )}
      <p role="status" className={styles.muted}>
        {state.phase === 'loading'
          ? WORKSPACE_READS.list.loading
          : state.phase === 'failed'
            ? WORKSPACE_READS.list.failed(state.message)
            : shownLine(state.total, query.page ?? 1, state.pageSize, state.rows.length)}
      </p>
      {state.rows.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={`${styles.table} ${list.stacked}`}>
            <caption className="visually-hidden">Applications</caption>
            <thead>
              <tr>
                {deciding && (
                  <th scope="col" data-label="Choose every application on this page">
                    <RowCheckbox
                      label="Choose every application on this page"
                      checked={pageIds.every(isChosen)}
                      onChange={() => listDecisions.togglePage(pageIds)}
                    />
                  </th>
                )}
                <th scope="col">Startup</th>
                {showApplicant && <th scope="col">Applicant</th>}
                <th scope="col">Stage</th>
                {state.readsStatus && <th scope="col">Status</th>}
                <th scope="col">Submitted</th>
                <th scope="col">Reviews</th>
                {showAssignees && <th scope="col">Reviewers</th>}
                <th scope="col">Score (normalised)</th>
              </tr>
            </thead>
            <tbody>
              {state.rows.map((r) => (
                <tr key={r.id}>
                  {deciding && (
                    <td>
                      <RowCheckbox
                        label={`Choose ${r.startupName || 'Untitled startup'}`}
                        checked={isChosen(r.id)}
                        onChange={() => listDecisions.toggle(r.id)}
                      />
                    </td>
                  )}
                  <td>
                    <a href={`/organiser/application?id=${encodeURIComponent(r.id)}`}>
                      {r.startupName || 'Untitled startup'}
                    </a>
                    <DuplicateBadge count={r.possibleDuplicates} />
                    <RowTags tags={r.tags} />
                  </td>
                  {showApplicant && <td data-label="Applicant">{r.applicantName}</td>}
                  <td data-label="Stage">{stageLabel(r.stage)}</td>
                  {state.readsStatus && (
                    <td data-label="Status">
                      {r.status && <StatusBadge status={r.status} />}
                      {r.confirmation && <PlaceBadge confirmation={r.confirmation} />}
                      {r.pendingStatus && (
                        <span className={styles.pending}> Pending: {STATUS_LABELS[r.pendingStatus]}</span>
                      )}
                    </td>
                  )}
                  <td data-label="Submitted">{formatIstShort(r.submittedAt)}</td>
                  <td data-label="Reviews">
                    {r.reviewCount ?? <span title="Shown once you have saved your own review">–</span>}
                  </td>
                  {showAssignees && (
                    <td data-label="Reviewers">
                      <Reviewers assignees={r.assignees ?? []} />
                    </td>
                  )}
                  <td data-label="Score (normalised)">
                    {r.weightedScore === null
                      ? '–'
                      : `${r.weightedScore.toFixed(2)} (${(r.normalisedScore ?? 0).toFixed(2)})`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        page={query.page ?? 1}
        pages={Math.max(1, Math.ceil(state.total / state.pageSize))}
        onPage={(page) => updateQuery({ page })}
      />
    </>
  );
}

/** An application's reviewers in a list cell: their names, a tick for each who reviewed it. */
function Reviewers({ assignees }: { assignees: NonNullable<SubmissionRow['assignees']> }) {
  if (assignees.length === 0) return <span className={styles.muted}>–</span>;
  return (
    <>
      {assignees.map((a, i) => (
        <span key={a.mobile} className={styles.nowrap}>
          {i > 0 && ', '}
          {a.name}
          {a.reviewed && (
            <>
              <span aria-hidden="true"> ✓</span>
              <span className="visually-hidden"> (reviewed)</span>
            </>
          )}
        </span>
      ))}
    </>
  );
}
