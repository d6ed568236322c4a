/**
 * /organiser/settings: the review rounds and the form that makes or edits one. The form holds text as typed; a round
 * is sent as the API takes it (src/shared/round-schemas.ts), dates in India time with their offset, and the server's
 * answer fills the status line. Effects (the API with the session) are injected, so the flow is tested without a
 * browser.
 */
import { atom } from 'nanostores';
import { isoToIstInput, istInputToIso } from '../../../shared/india-time.ts';
import { ROUND_WORDS } from '../../../shared/messages/rounds.ts';
import type {
  OthersScores,
  Round,
  RoundCreate,
  RoundKind,
  RoundList,
  RoundUpdate,
} from '../../../shared/round-schemas.ts';
import type { WriteResult } from '../../../stores/write.ts';

/** One criterion as the form holds it. */
export interface CriterionDraft {
  id: string;
  label: string;
  help: string;
  weight: string;
  min: string;
  max: string;
}

/** A round as the form holds it: `id` null for a new one. */
export interface RoundDraft {
  id: number | null;
  name: string;
  /** A review round, or the live final; chosen when the round is made, shown after. */
  kind: RoundKind;
  reviewsPerApplication: string;
  opensAt: string;
  closesAt: string;
  othersScores: OthersScores;
  criteria: CriterionDraft[];
  /** Reviews of it were saved: its rubric is shown, not sent. */
  rubricLocked: boolean;
}

export const blankCriterion = (): CriterionDraft => ({ id: '', label: '', help: '', weight: '1', min: '1', max: '5' });

/** A new round: one 1-5 criterion to fill in, reviewers seeing the others' scores after their own. */
export const blankRound = (): RoundDraft => ({
  id: null,
  name: '',
  kind: 'review',
  reviewsPerApplication: '3',
  opensAt: '',
  closesAt: '',
  othersScores: 'afterOwn',
  criteria: [blankCriterion()],
  rubricLocked: false,
});

/** A Yes/No triage: one criterion scored 0 (no) or 1 (yes), two reviewers each. */
export const triageRound = (): RoundDraft => ({
  ...blankRound(),
  name: 'Triage',
  reviewsPerApplication: '2',
  othersScores: 'never',
  criteria: [
    { id: 'invite', label: 'Take it to the next round?', help: '0: no, 1: yes', weight: '1', min: '0', max: '1' },
  ],
});

/** A saved round in the form. */
export const draftOf = (r: Round): RoundDraft => ({
  id: r.id,
  name: r.name,
  kind: r.kind,
  reviewsPerApplication: String(r.reviewsPerApplication),
  opensAt: r.opensAt ? isoToIstInput(r.opensAt) : '',
  closesAt: r.closesAt ? isoToIstInput(r.closesAt) : '',
  othersScores: r.visibility.othersScores,
  criteria: r.rubric.criteria.map((c) => ({
    id: c.id,
    label: c.label,
    help: c.help,
    weight: String(c.weight),
    min: String(c.min),
    max: String(c.max),
  })),
  rubricLocked: r.hasReviews,
});

/** Text as a number for the server to judge: an empty or unreadable field is sent as what it is, not as 0. */
const numberOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/** The body the API takes for `draft`: its kind only when it is new, its rubric left out once reviews fixed it. */
export function requestOf(draft: RoundDraft): RoundCreate | RoundUpdate {
  const round = {
    ...(draft.id === null ? { kind: draft.kind } : {}),
    name: draft.name.trim(),
    reviewsPerApplication: numberOf(draft.reviewsPerApplication),
    opensAt: draft.opensAt ? istInputToIso(draft.opensAt) : null,
    closesAt: draft.closesAt ? istInputToIso(draft.closesAt) : null,
    visibility: { othersScores: draft.othersScores },
  };
  if (draft.rubricLocked) return round;
  const criteria = draft.criteria.map((c) => ({
    id: c.id.trim(),
    label: c.label.trim(),
    help: c.help.trim(),
    weight: numberOf(c.weight),
    min: numberOf(c.min),
    max: numberOf(c.max),
  }));
  return { ...round, rubric: { criteria } };
}

export interface RoundEffects {
  /** The rounds; undefined when they could not be read (the effects end the session on a 401). */
  read(): Promise<{ rounds?: RoundList; error?: string } | undefined>;
  create(round: RoundCreate): Promise<WriteResult>;
  update(id: number, change: Partial<RoundCreate>): Promise<WriteResult>;
  openOrClose(id: number, action: 'open' | 'close'): Promise<WriteResult>;
}

/** The list's state: loading, read, or its read failed (with the message said). */
export type RoundsState =
  { phase: 'loading' } | { phase: 'ready'; rounds: Round[] } | { phase: 'failed'; message: string };

export function createReviewRounds(effects: RoundEffects) {
  const $rounds = atom<RoundsState>({ phase: 'loading' });

  async function load(): Promise<void> {
    const answer = await effects.read();
    if (!answer) return;
    $rounds.set(
      answer.rounds
        ? { phase: 'ready', rounds: answer.rounds.rounds }
        : { phase: 'failed', message: ROUND_WORDS.readFailed(answer.error ?? '') },
    );
  }

  /** Saves the form's round (new or edited); the list is read again after a success. */
  async function save(draft: RoundDraft): Promise<WriteResult> {
    const body = requestOf(draft);
    const result = draft.id === null ? await effects.create(body as RoundCreate) : await effects.update(draft.id, body);
    if (result.ok) await load();
    return result;
  }

  async function openOrClose(id: number, action: 'open' | 'close'): Promise<WriteResult> {
    const result = await effects.openOrClose(id, action);
    if (result.ok) await load();
    return result;
  }

  return { $rounds, load, save, openOrClose };
}
