import { type LinkGrant, signedLinkCheck, signedQuery } from '../auth/signed-links.ts';

/**
 * The links to a user's own files in their data export: the export is read as a downloaded file, which sends no
 * bearer token, so each link is signed (auth/signed-links.ts, the organisers' deck links' mechanism) for the user and
 * the session that downloaded it, and is absolute (SITE_URL), so it opens from the file. It works for a week, or until
 * that session ends (a sign-out, everywhere or on that device, or the account's erasure).
 */
export const MY_FILE_LINK_TTL_MS = 7 * 24 * 60 * 60_000;

/** One of the user's files: of an application (by id), or of their draft (by field). */
export type MyFile = { submissionFileId: string } | { draftField: string };

const what = (file: MyFile) =>
  'submissionFileId' in file ? ['my-file', file.submissionFileId] : ['my-draft-file', file.draftField];

const pathOf = (file: MyFile) =>
  'submissionFileId' in file
    ? `/api/my-files/${encodeURIComponent(file.submissionFileId)}`
    : `/api/my-draft-files/${encodeURIComponent(file.draftField)}`;

/** What the export's links are signed with: the secret, the site's address and the grant (user, session, until). */
export interface MyFileLinks {
  secret: string;
  siteUrl: string;
  grant: LinkGrant;
}

/** The absolute address of one of the user's files, ending in its name. */
export const myFileUrl = (links: MyFileLinks, file: MyFile, name: string) =>
  `${links.siteUrl}${pathOf(file)}/${encodeURIComponent(name)}?${new URLSearchParams(signedQuery(links.secret, what(file), links.grant))}`;

/** Whether a link to one's own file is ours, and if so whether it still works (signed-links.ts). */
export const checkMyFileLink = signedLinkCheck(what);
