/**
 * Finalist places without zod, so the pages can use them without shipping the schemas (place-schemas.ts): the
 * states of a place, their labels, the defaults and the limits of the settings.
 */
import { PLACE_MESSAGES } from './messages/places.ts';

/** Where an accepted application's place stands: waiting for an answer, or answered (LAPSED: the deadline passed). */
export const CONFIRMATION_STATES = ['WAITING', 'CONFIRMED', 'DECLINED', 'LAPSED'] as const;
export type ConfirmationState = (typeof CONFIRMATION_STATES)[number];

export const CONFIRMATION_LABELS: Record<ConfirmationState, string> = {
  WAITING: 'Waiting',
  CONFIRMED: 'Confirmed',
  DECLINED: 'Declined',
  LAPSED: 'Deadline passed',
};

export const DEFAULT_PLACE_SETTINGS = { finalistPlaces: 8, confirmWithinHours: 72 } as const;
export const MAX_FINALIST_PLACES = 100;
export const MAX_CONFIRM_HOURS = 720;

const wholeIn = (n: number, max: number) => Number.isInteger(n) && n >= 1 && n <= max;

/** Why these settings cannot be saved, or '' when they can: the server's rule, for the form to say before sending. */
export function placeSettingsProblem(finalistPlaces: number, confirmWithinHours: number): string {
  if (!wholeIn(finalistPlaces, MAX_FINALIST_PLACES)) return PLACE_MESSAGES.placesRange;
  if (!wholeIn(confirmWithinHours, MAX_CONFIRM_HOURS)) return PLACE_MESSAGES.hoursRange;
  return '';
}
