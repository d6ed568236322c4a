import { sql } from 'drizzle-orm';
import type { OverCap } from '../../shared/over-cap-schema.ts';
import type { DbOrTx } from '../db/client.ts';
import { pendingDecisions, placeConfirmations, submissions } from '../db/schema.ts';
import { GIVEN_UP, placesTaken } from '../places/places.ts';
import { readPlaceSettings } from '../places/settings.ts';

/**
 * How far the pending acceptances overshoot the finalist places a release would leave free; undefined when they fit.
 * A release moves applications away from ACCEPTED before it accepts any (release.ts), so the places those moves free
 * count as free; an acceptance of an application already accepted or withdrawn takes no place (it is cleared
 * unchanged). The same count the release refuses on, so the preview and a pending decision warn before Release.
 */
export async function pendingOverCap(tx: DbOrTx): Promise<OverCap | undefined> {
  const result = await tx.execute<{ accepting: number; freeing: number }>(sql`
    select
      count(*) filter (
        where ${pendingDecisions.status} = 'ACCEPTED' and ${submissions.status} not in ('ACCEPTED', 'WITHDRAWN')
      )::int as accepting,
      count(*) filter (
        where ${pendingDecisions.status} <> 'ACCEPTED' and ${submissions.status} = 'ACCEPTED'
          and (${placeConfirmations.answer} is null or ${placeConfirmations.answer} not in (${sql.join(
            GIVEN_UP.map((a) => sql`${a}`),
            sql`, `,
          )}))
      )::int as freeing
    from ${pendingDecisions}
    join ${submissions} on ${submissions.id} = ${pendingDecisions.submissionId}
    left join ${placeConfirmations} on ${placeConfirmations.submissionId} = ${submissions.id}`);
  const { accepting, freeing } = (result as unknown as { rows: { accepting: number; freeing: number }[] }).rows[0]!;
  if (accepting === 0) return undefined;
  const { finalistPlaces } = await readPlaceSettings(tx);
  const free = Math.max(0, finalistPlaces - (await placesTaken(tx)) + freeing);
  return accepting > free ? { over: accepting - free, accepting, free, finalistPlaces } : undefined;
}
