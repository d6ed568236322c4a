/** The 'Our Attendees' and 'Participants' counters (content/stats.json, content/fact-counters.json). */
import { z } from 'astro/zod';
import { id, text, icon } from './fields.ts';

/** One 'Our Attendees' counter (counts up over 3 s). */
export const StatSchema = z.strictObject({
  /** Counter number, unique in the file. */
  id: id(),
  /** Icon of the counter. */
  icon: icon(),
  /** The number it counts up to. */
  end: z.number().int().positive(),
  /** Caption, e.g. 'Live Audience'. */
  info: text(),
  /** Shown after the number, e.g. '+'. */
  suffix: z.string(),
});

/** One fact counter of the 'Participants' variant (counts up over 5 s). */
export const FactCounterSchema = z.strictObject({
  /** Counter number, unique in the file. */
  id: id(),
  /** The number it counts up to. */
  end: z.number().int().positive(),
  /** Group title the spec gives every counter: 'Participants'. */
  title: text(),
  /** What this counter counts, e.g. 'Founders'. */
  label: text(),
});
