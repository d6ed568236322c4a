/**
 * Where an applicant's application ended, and what the applicant may still do with it: one rule for /application
 * (what it leads with, which actions it offers) and the API (which of them it refuses). Browser-safe, without zod.
 */
import type { ApplicationStatus } from './application-statuses.ts';
import type { ConfirmationState } from './place-labels.ts';

/**
 * A final outcome: not selected, an accepted place declined or left past its deadline, or withdrawn (by the organisers,
 * as a duplicate, or by the applicant). Accepted with the place waiting or confirmed is a decision, but the founder
 * still holds a place; shortlisted and waitlisted are steps on the way.
 */
export const OUTCOMES = [
  'NOT_SELECTED',
  'PLACE_DECLINED',
  'PLACE_LAPSED',
  'WITHDRAWN_BY_ORGANISERS',
  'WITHDRAWN_BY_APPLICANT',
] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** Statuses in which the applicant may still change their application (the window must be open too). */
export const EDITABLE_STATUSES: ReadonlySet<ApplicationStatus> = new Set(['SUBMITTED', 'UNDER_REVIEW']);

/** What decides the outcome of one application. */
export interface OutcomeFacts {
  status: ApplicationStatus;
  /** An accepted application's place as it stands now; null for any other status. */
  place: ConfirmationState | null;
  /** Who withdrew a withdrawn application: the applicant, or organisers (marking it a duplicate). */
  withdrawnByApplicant: boolean;
}

/** The application's final outcome, or null while it is still open (or accepted with its place held). */
export function outcomeOf({ status, place, withdrawnByApplicant }: OutcomeFacts): Outcome | null {
  if (status === 'REJECTED') return 'NOT_SELECTED';
  if (status === 'WITHDRAWN') return withdrawnByApplicant ? 'WITHDRAWN_BY_APPLICANT' : 'WITHDRAWN_BY_ORGANISERS';
  if (status === 'ACCEPTED' && place === 'DECLINED') return 'PLACE_DECLINED';
  if (status === 'ACCEPTED' && place === 'LAPSED') return 'PLACE_LAPSED';
  return null;
}

/** The applicant may withdraw a live application without a final outcome (an accepted one gives its place back). */
export const mayWithdraw = (outcome: Outcome | null): boolean => outcome === null;

/**
 * The applicant may invite (or text again) co-founders unless their application ended: a withdrawn one leaves them free
 * to apply again, and the team goes with the next application.
 */
export const teamMayGrow = (outcome: Outcome | null): boolean =>
  outcome === null || outcome === 'WITHDRAWN_BY_APPLICANT' || outcome === 'WITHDRAWN_BY_ORGANISERS';
