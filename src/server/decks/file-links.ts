import { eq } from 'drizzle-orm';
import type { Role } from '../../shared/organiser-schemas.ts';
import { type LinkGrant, signedLinkCheck, signedQuery } from '../auth/signed-links.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import type { RoleConfig } from '../deps.ts';
import { roleOf } from '../staff/roles.ts';

/**
 * A deck's own address, for "Open the deck in a new tab": a signed link (auth/signed-links.ts) over the file, the
 * viewer's role (which decides the file name a reviewer sees), the viewer (so the view is written to the audit log
 * under their name) and the session that opened the application's page, whose end ends the link. It ends in the
 * file's name, so the tab and a save show it, instead of an object URL that dies with the page.
 */
export const FILE_LINK_TTL_MS = 15 * 60_000;

export interface FileLink {
  submissionId: string;
  fileId: string;
  role: Role;
}

const what = (link: FileLink) => ['file-link', link.submissionId, link.fileId, link.role];

/** The path (under the site's origin) of one file for a viewer of `role`, valid FILE_LINK_TTL_MS from `now`. */
export function fileLinkPath(
  secret: string,
  file: FileLink,
  viewer: Omit<LinkGrant, 'until'>,
  name: string,
  now: Date,
): string {
  const grant = { ...viewer, until: now.getTime() + FILE_LINK_TTL_MS };
  const query = new URLSearchParams({ role: file.role, ...signedQuery(secret, what(file), grant) });
  return `/api/organiser-files/${file.submissionId}/${file.fileId}/${encodeURIComponent(name)}?${query}`;
}

/** Whether a file link is ours, and if so whether it still works (signed-links.ts). */
export const checkFileLink = signedLinkCheck(what);

/**
 * Who opens a signed link, now: the staff member it was made for (by user id), while they still hold the role it was
 * signed for. Undefined otherwise (an account gone, a role taken away or changed since), which is a 404.
 */
export async function linkViewer(db: Db, roles: RoleConfig, link: { by: number; role: Role }) {
  const [viewer] = await db.select({ mobile: users.mobile }).from(users).where(eq(users.id, link.by));
  return viewer && roleOf(roles, viewer.mobile) === link.role ? { role: link.role, mobile: viewer.mobile } : undefined;
}
