/** The event info tabs: Time, Venue, How to (content/event-info.json). */
import { z } from 'astro/zod';
import { id, paragraph, text, icon } from './fields.ts';

/** One tab of the event info block (Time, Venue, How to). */
export const EventInfoSchema = z.strictObject({
  /** Tab number, unique; the first is open by default. */
  id: id(),
  /** Panel id, e.g. 'info-time'. */
  tabId: z.string().regex(/^[\w-]+$/, 'Letters, digits, "-" or "_" only'),
  /** Icon of the tab button. */
  icon: icon(),
  /** Tab label, e.g. 'Time'. */
  title: text(),
  /** The key fact, e.g. '9.00 AM - 04.00 PM'. */
  subtitle: text(),
  /** A paragraph of detail. */
  text: paragraph(),
  /** Contact person for this topic. */
  name: text(),
  /** Contact phone number. */
  phone: text(),
  /** Contact e-mail address. */
  mail: z.email(),
});
