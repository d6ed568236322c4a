/** FAQ items (content/faqs.json). */
import { z } from 'astro/zod';
import { id, paragraph, text } from './fields.ts';

/** One FAQ accordion item. */
export const FaqSchema = z.strictObject({
  /** Entry number; also names the accordion panel (faq-{id}). */
  id: id(),
  /** The question. */
  title: text(),
  /** The answer. */
  text: paragraph(),
});
