import type { JudgeView, PitchState } from '../../../shared/final-schemas.ts';
import type { Outbox, OutboxEntry, Scores } from './outbox.ts';

/**
 * Where a pitch stands for this judge: 'toScore' (nothing given yet), 'sending' (a send is out), 'kept' (given, kept
 * on the phone until the network is back), 'sent' (the server has it: a score once sent is final), 'refused' (the
 * server will not take it; the judge may give it again).
 */
type PitchStatus = 'toScore' | 'sending' | 'kept' | 'sent' | 'refused';

export interface PitchCard {
  id: string;
  startupName: string;
  state: PitchState;
  status: PitchStatus;
  /** The scores given: the server's once it has them, else the phone's; null before any. */
  scores: Scores | null;
  /** The server's refusal. */
  message?: string;
}

type Pitch = JudgeView['pitches'][number];

/** One pitch as the page shows it: what the server holds wins over what the phone kept. */
export function pitchCard(pitch: Pitch, entry: OutboxEntry | undefined, sending: readonly string[]): PitchCard {
  const base = { id: pitch.id, startupName: pitch.startupName, state: pitch.state };
  if (pitch.myScores) return { ...base, status: 'sent', scores: pitch.myScores };
  if (!entry) return { ...base, status: 'toScore', scores: null };
  if (entry.state === 'refused') return { ...base, status: 'refused', scores: entry.scores, message: entry.message };
  if (entry.state === 'sent') return { ...base, status: 'sent', scores: entry.scores };
  return { ...base, status: sending.includes(pitch.id) ? 'sending' : 'kept', scores: entry.scores };
}

/** A card the judge can still score: nothing given, or given and refused. */
export const canScore = (card: PitchCard): boolean => card.status === 'toScore' || card.status === 'refused';

export interface JudgeSections {
  /** The pitch on stage now, if one is. */
  onStage: PitchCard | undefined;
  /** Earlier pitches the judge has not scored (a judge may score a closed pitch late), in running order. */
  toScore: PitchCard[];
  /** Earlier pitches the judge has scored, read-only, in running order. */
  scored: PitchCard[];
}

/** The judge's page: the pitch on stage, then the earlier ones; pitches still waiting are not shown. */
export function judgeSections(view: JudgeView, outbox: Outbox, sending: readonly string[]): JudgeSections {
  const sections: JudgeSections = { onStage: undefined, toScore: [], scored: [] };
  for (const pitch of view.pitches) {
    if (pitch.state === 'waiting') continue;
    const card = pitchCard(pitch, outbox[pitch.id], sending);
    if (pitch.state === 'open' && !sections.onStage) sections.onStage = card;
    else (canScore(card) ? sections.toScore : sections.scored).push(card);
  }
  return sections;
}
