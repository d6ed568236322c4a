import { and, eq, inArray } from 'drizzle-orm';
import { CONFIRMATION_STATES, type ConfirmationState } from '../../shared/place-labels.ts';
import type { Confirmation, PlacesSummary } from '../../shared/place-schemas.ts';
import type { Db } from '../db/client.ts';
import { placeConfirmations, submissions } from '../db/schema.ts';
import { readPlaceSettings } from './settings.ts';

type Row = typeof placeConfirmations.$inferSelect;

/** A place as read at `now`: a deadline passed shows as LAPSED before any sweep has marked it. */
export function confirmationView(row: Pick<Row, 'confirmBy' | 'answer' | 'answeredAt'>, now: Date): Confirmation {
  const state = (row.answer ?? (row.confirmBy.getTime() <= now.getTime() ? 'LAPSED' : 'WAITING')) as ConfirmationState;
  return { state, confirmBy: row.confirmBy.toISOString(), answeredAt: row.answeredAt?.toISOString() ?? null };
}

/** The place of each accepted application among `ids` (others have none), for the list and one application. */
export async function confirmationsOf(db: Db, ids: string[], now: Date): Promise<Map<string, Confirmation>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ place: placeConfirmations })
    .from(placeConfirmations)
    .innerJoin(submissions, eq(submissions.id, placeConfirmations.submissionId))
    .where(and(inArray(placeConfirmations.submissionId, ids), eq(submissions.status, 'ACCEPTED')));
  return new Map(rows.map(({ place }) => [place.submissionId, confirmationView(place, now)]));
}

/** GET /api/organiser/places: the settings, accepted applications per state, and the places still free. */
export async function placesSummary(db: Db, now: Date): Promise<PlacesSummary> {
  const settings = await readPlaceSettings(db);
  const rows = await db
    .select({ place: placeConfirmations })
    .from(submissions)
    .innerJoin(placeConfirmations, eq(placeConfirmations.submissionId, submissions.id))
    .where(eq(submissions.status, 'ACCEPTED'));
  const counts = Object.fromEntries(CONFIRMATION_STATES.map((s) => [s, 0])) as PlacesSummary['counts'];
  for (const { place } of rows) counts[confirmationView(place, now).state] += 1;
  const held = counts.WAITING + counts.CONFIRMED;
  return { ...settings, counts, free: Math.max(0, settings.finalistPlaces - held) };
}
