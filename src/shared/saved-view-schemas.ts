/** An organiser's saved views of the list (/api/organiser/views): a filter kept under a name. Browser-safe. */
import { z } from 'zod';
import { SAVED_VIEW_MESSAGES, TAG_LIMITS } from './messages/tags.ts';
import { ListQuerySchema } from './organiser-schemas.ts';

/** What a view keeps: the list's filters, search and sort, never a page. */
export const SavedViewQuerySchema = ListQuerySchema.pick({
  q: true,
  status: true,
  stage: true,
  tag: true,
  sort: true,
  order: true,
});

/** Body of POST /api/organiser/views: saving under a name the organiser already used replaces that view. */
export const SaveViewRequestSchema = z.object({
  name: z
    .string({ error: SAVED_VIEW_MESSAGES.name })
    .trim()
    .min(1, SAVED_VIEW_MESSAGES.name)
    .max(TAG_LIMITS.viewNameLength, SAVED_VIEW_MESSAGES.name),
  query: SavedViewQuerySchema,
});

const SavedViewSchema = z.object({ id: z.number().int(), name: z.string(), query: SavedViewQuerySchema });
export type SavedView = z.infer<typeof SavedViewSchema>;
