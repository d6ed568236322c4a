/** Accepted and waitlisted applications, and the applicant's answer, for the finalist-place tests. */
import { asc, eq } from 'drizzle-orm';
import { placeConfirmations, submissionStatusChanges } from '../db/schema.ts';
import type { TestApi } from './harness.ts';
import { putJson } from './organiser-fixtures.ts';
import { postJson } from './requests.ts';

/** Sets `status` on one application as an organiser, directly (texted at once, no release). */
export async function decide(api: TestApi, organiser: string, id: string, status: string) {
  const res = await postJson(api, `/organiser/submissions/${id}/status`, { status }, { token: organiser });
  if (res.status !== 200) throw new Error(`status ${status}: ${res.status} ${await res.text()}`);
}

export const answer = (api: TestApi, token: string, attending: unknown) =>
  postJson(api, '/application/confirm', { attending }, { token });

export async function setPlaces(api: TestApi, organiser: string, finalistPlaces: number, confirmWithinHours = 72) {
  const res = await putJson(api, '/organiser/settings/places', { finalistPlaces, confirmWithinHours }, organiser);
  if (res.status !== 200) throw new Error(`places: ${res.status} ${await res.text()}`);
}

export const placeOf = async (api: TestApi, id: string) =>
  (await api.deps.db.select().from(placeConfirmations).where(eq(placeConfirmations.submissionId, id)))[0];

/** The status history rows the server wrote on its own. */
export const systemChanges = (api: TestApi) =>
  api.deps.db
    .select({ submissionId: submissionStatusChanges.submissionId, status: submissionStatusChanges.status })
    .from(submissionStatusChanges)
    .where(eq(submissionStatusChanges.changedBy, 'system'))
    .orderBy(asc(submissionStatusChanges.id));

export const HOUR = 3_600_000;
