/**
 * Tags on applications (/api/organiser/submissions/:id/tags and /api/organiser/submissions/tags): organisers' labels,
 * each shared with the whole organising team or private to the organiser who added it. Browser-safe.
 */
import { z } from 'zod';
import { DECISION_MESSAGES } from './messages/decisions.ts';
import { TAG_LIMITS, TAG_MESSAGES } from './messages/tags.ts';
import { MAX_DECISION_IDS } from './organiser-labels.ts';

/** A tag's name: trimmed, 1 to 30 characters; two names differing only in case are the same tag. */
const TagNameSchema = z
  .string({ error: TAG_MESSAGES.name })
  .trim()
  .min(1, TAG_MESSAGES.name)
  .max(TAG_LIMITS.nameLength, TAG_MESSAGES.name);

/** One tag as an organiser reads and writes it: `private` ones only its author ever sees. */
export const TagSchema = z.object({
  name: TagNameSchema,
  private: z.boolean({ error: TAG_MESSAGES.tagsInvalid }).default(false),
});
export type Tag = z.infer<typeof TagSchema>;

/** The key two tag names are compared by. */
export const tagKey = (name: string) => name.trim().toLowerCase();

/** Tags named once each, whatever the case; the message names the first repeated. */
const namedOnce =
  <T>(name: (item: T) => string) =>
  (items: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    for (const item of items) {
      const key = tagKey(name(item));
      if (seen.has(key)) {
        ctx.addIssue({ code: 'custom', message: TAG_MESSAGES.duplicate(name(item).trim()) });
        return;
      }
      seen.add(key);
    }
  };

const TagList = z
  .array(TagSchema, { error: TAG_MESSAGES.tagsInvalid })
  .max(TAG_LIMITS.perApplication, TAG_MESSAGES.tooMany)
  .superRefine(namedOnce((t) => t.name));

/**
 * Body of PUT /api/organiser/submissions/:id/tags: every tag the caller sees on the application afterwards, the
 * shared ones and their own private ones (other organisers' private tags stay as they are).
 */
export const TagsRequestSchema = z.object({ tags: TagList });

/** Answer of PUT /api/organiser/submissions/:id/tags: the tags the caller now reads on it, shared ones first. */
const TagsResponseSchema = z.object({ tags: z.array(TagSchema), message: z.string() });
export type TagsResponse = z.infer<typeof TagsResponseSchema>;

/** Body of POST /api/organiser/submissions/tags: tags added to and removed from every application of `ids`. */
export const BulkTagsRequestSchema = z
  .object({
    ids: z
      .array(z.string().max(36), { error: TAG_MESSAGES.noIds })
      .min(1, TAG_MESSAGES.noIds)
      .max(MAX_DECISION_IDS, DECISION_MESSAGES.tooManyIds),
    add: TagList.default([]),
    remove: z
      .array(TagNameSchema, { error: TAG_MESSAGES.tagsInvalid })
      .max(TAG_LIMITS.perApplication, TAG_MESSAGES.tooMany)
      .default([]),
  })
  .refine((body) => body.add.length + body.remove.length > 0, { message: TAG_MESSAGES.nothingToChange });
export type BulkTagsRequest = z.infer<typeof BulkTagsRequestSchema>;
