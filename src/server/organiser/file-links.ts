import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Role } from '../../shared/organiser-schemas.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { type RoleConfig, roleOf } from './roles.ts';

/**
 * A deck's own address, for "Open the deck in a new tab": a new tab sends no bearer token, so the address
 * carries a signature (HMAC with the server's secret, shared by every process) over the file, the viewer's
 * role (which decides the file name a reviewer sees), the viewer (their user id, so the view is written to the
 * audit log under their name, and no mobile number sits in the address) and an expiry. It ends in the file's name, so the tab
 * and a save show it, instead of an object URL that dies with the page.
 */
export const FILE_LINK_TTL_MS = 15 * 60_000;

export interface FileLink {
  submissionId: string;
  fileId: string;
  role: Role;
  /** The staff member's user id. */
  by: number;
  /** Epoch milliseconds after which the address no longer works. */
  until: number;
}

const signature = (secret: string, link: FileLink) =>
  createHmac('sha256', secret)
    .update(`file-link\n${link.submissionId}\n${link.fileId}\n${link.role}\n${link.by}\n${link.until}`)
    .digest('base64url');

/** The path (under the site's origin) of one file for a viewer of `role`, valid FILE_LINK_TTL_MS from `now`. */
export function fileLinkPath(secret: string, file: Omit<FileLink, 'until'>, name: string, now: Date): string {
  const link = { ...file, until: now.getTime() + FILE_LINK_TTL_MS };
  const query = new URLSearchParams({
    role: link.role,
    by: String(link.by),
    until: String(link.until),
    sig: signature(secret, link),
  });
  return `/api/organiser-files/${link.submissionId}/${link.fileId}/${encodeURIComponent(name)}?${query}`;
}

/** Whether a link's signature is ours ('invalid' when not), and if so whether it still works. */
export function checkFileLink(secret: string, link: FileLink, sig: string, now: Date): 'valid' | 'expired' | 'invalid' {
  const expected = Buffer.from(signature(secret, link));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  return now.getTime() <= link.until ? 'valid' : 'expired';
}

/**
 * Who opens a signed link, now: the staff member it was made for (by user id), while they still hold the role it was
 * signed for. Undefined otherwise (an account gone, a role taken away or changed since), which is a 404.
 */
export async function linkViewer(db: Db, roles: RoleConfig, link: Pick<FileLink, 'by' | 'role'>) {
  const [viewer] = await db.select({ mobile: users.mobile }).from(users).where(eq(users.id, link.by));
  return viewer && roleOf(roles, viewer.mobile) === link.role ? { role: link.role, mobile: viewer.mobile } : undefined;
}
