/** Testimonials (content/testimonials.json). */
import { z } from 'astro/zod';
import { id, paragraph, text, icon } from './fields.ts';

/** One testimonial (filler until real quotes arrive). */
export const TestimonialSchema = z.strictObject({
  /** Entry number, unique in the file. */
  id: id(),
  /** Icon shown with the quote. */
  icon: icon(),
  /** The quote. */
  text: paragraph(),
  /** Who said it. */
  name: text(),
  /** Their role, e.g. 'Founder, ...'. */
  role: text(),
});
