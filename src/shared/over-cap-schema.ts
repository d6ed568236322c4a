/**
 * The shape of a release over the finalist places, apart from decision-schemas.ts: the decisions' messages name its
 * figures, and those schemas take their error messages from the catalogue. Browser-safe.
 */
import { z } from 'zod';

/**
 * Pending acceptances beyond the finalist places a release would leave free: `accepting` new acceptances, `free`
 * places once the release's other moves are applied, `over` = accepting - free. A release refuses them all.
 */
export const OverCapSchema = z.object({
  over: z.number().int(),
  accepting: z.number().int(),
  free: z.number().int(),
  finalistPlaces: z.number().int(),
});
export type OverCap = z.infer<typeof OverCapSchema>;
