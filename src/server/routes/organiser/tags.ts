import { zValidator } from '@hono/zod-validator';
import { Hono } from 'hono';
import { TAG_MESSAGES } from '../../../shared/messages/tags.ts';
import { BulkTagsRequestSchema, type Tag, TagsRequestSchema, type TagsResponse } from '../../../shared/tag-schemas.ts';
import { audited } from '../../audit/audit.ts';
import type { ApiDeps, ApiEnv } from '../../deps.ts';
import { requireStaff } from '../../staff/roles.ts';
import { changeTagsInBulk, setTags } from '../../tags/tag-writes.ts';
import { tagsOf } from '../../tags/visible-tags.ts';
import { jsonBodyLimit, validate } from '../../validate.ts';
import { IdParam, notFoundParam } from './submissions.ts';

/**
 * What the audit log (read by every organiser) keeps of a tag write: the shared tags by name, the private ones only
 * counted, so no organiser reads another's private tag there either.
 */
const logged = (tags: Tag[]) => ({
  shared: tags.filter((t) => !t.private).map((t) => t.name),
  private: tags.filter((t) => t.private).length,
});

/**
 * Tags on applications (organisers only; reviewers read none): PUT /api/organiser/submissions/:id/tags sets the tags
 * the caller reads on one application, POST /api/organiser/submissions/tags adds and removes tags on many at once.
 */
export function tagRoutes(deps: ApiDeps) {
  const organisers = requireStaff(deps.roles, true);
  return new Hono<ApiEnv>()
    .post('/tags', organisers, jsonBodyLimit, validate('json', BulkTagsRequestSchema), async (c) => {
      const change = c.req.valid('json');
      const writer = { mobile: c.get('user').mobile, now: deps.now() };
      const changed = await audited(deps, c, (tx) => changeTagsInBulk(tx, change, writer), {
        action: 'tags.changed',
        details: { ids: change.ids, added: logged(change.add), removed: change.remove.length },
      });
      return c.json({ message: TAG_MESSAGES.bulkSaved(changed) }, 200);
    })
    .put(
      '/:id/tags',
      organisers,
      zValidator('param', IdParam, notFoundParam),
      jsonBodyLimit,
      validate('json', TagsRequestSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const { tags } = c.req.valid('json');
        const writer = { mobile: c.get('user').mobile, now: deps.now() };
        await audited(deps, c, (tx) => setTags(tx, id, tags, writer), {
          action: 'tags.changed',
          target: id,
          details: { ids: [id], set: logged(tags) },
        });
        const seen = await tagsOf(deps.db, [id], writer.mobile);
        return c.json({ tags: seen.get(id) ?? [], message: TAG_MESSAGES.saved } satisfies TagsResponse, 200);
      },
    );
}
