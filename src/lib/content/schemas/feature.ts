/** Feature cards (content/features.json). */
import { z } from 'astro/zod';
import { id, text, icon, link } from './fields.ts';

/** A feature card. */
export const FeatureSchema = z.strictObject({
  /** Card number, unique in the file. */
  id: id(),
  /** 'key': the five Key Features cards; 'trio': the three-card variant (Experience, Networking, Party). */
  variant: z.enum(['key', 'trio']),
  /** Icon of the card. */
  icon: icon(),
  /** Card title. */
  title: text(),
  /** One line under the title. */
  text: text(),
  /** Where the card links (/about-us). */
  link: link(),
});
