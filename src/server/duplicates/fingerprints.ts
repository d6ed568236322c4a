import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { startups, submissionFiles, submissionFingerprints, submissions } from '../db/schema.ts';
import type { SubmissionAnswer } from '../../shared/form-field.ts';

/**
 * Domains many startups share (a profile page, a free site builder): the same one says nothing about being the same
 * startup. The migration that recomputes the 'site' fingerprints repeats this list in SQL.
 */
const SHARED_DOMAINS: ReadonlySet<string> = new Set([
  'linkedin.com',
  'facebook.com',
  'instagram.com',
  'twitter.com',
  'x.com',
  'youtube.com',
  'github.com',
  'medium.com',
  'google.com',
]);

/**
 * Two-label suffixes under which every name belongs to a different owner: India's second-level domains, a few common
 * abroad, and hosts that give each customer a subdomain (acme.github.io and krishi.github.io are two sites). A short
 * list on purpose, instead of the Public Suffix List's thousands of entries: a suffix missing here only makes two
 * sites under it look alike to organisers, who then see they are not. The migration repeats this list in SQL.
 */
const TWO_LABEL_SUFFIXES: ReadonlySet<string> = new Set([
  'co.in',
  'net.in',
  'org.in',
  'firm.in',
  'gen.in',
  'ind.in',
  'ac.in',
  'edu.in',
  'res.in',
  'gov.in',
  'co.uk',
  'org.uk',
  'com.au',
  'com.sg',
  'github.io',
  'gitlab.io',
  'netlify.app',
  'vercel.app',
  'pages.dev',
  'web.app',
  'firebaseapp.com',
  'herokuapp.com',
  'wixsite.com',
  'wordpress.com',
  'blogspot.com',
  'webflow.io',
  'notion.site',
]);

/**
 * A startup's name as duplicates are matched: lower case letters and digits only, without a company suffix, so
 * "Acme Labs Pvt. Ltd." and "acme-labs" match. The migration that added fingerprints repeats this in SQL.
 */
export function normalisedStartupName(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/(privatelimited|pvtltd|limited|ltd|llp|inc)$/, '');
}

/**
 * The registrable domain of a website as written: its host's last two labels, or three under a two-label suffix, so
 * 'https://www.acme.in/about', 'app.acme.in' and 'acme.in' are all 'acme.in', and 'shop.acme.co.in' is 'acme.co.in'.
 * '' when it names none (no dot, an IP address, a bare suffix) or names a shared domain.
 */
export function websiteDomain(website: string): string {
  const host = website
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/[/:?#].*$/, '');
  const labels = host.split('.');
  const suffix = TWO_LABEL_SUFFIXES.has(labels.slice(-2).join('.')) ? 2 : 1;
  if (labels.length <= suffix || labels.includes('') || /^[0-9.]+$/.test(host)) return '';
  const domain = labels.slice(-suffix - 1).join('.');
  return SHARED_DOMAINS.has(domain) ? '' : domain;
}

/** The kinds of fingerprint, as organisers read why two applications look alike. */
export type FingerprintKind = 'name' | 'site' | 'file';

/** What identifies one version of an application: its startup's name, its website's domain and its files' hashes. */
export function fingerprintsOf(
  answers: SubmissionAnswer[],
  profile: { name: string; website: string } | undefined,
  files: { sha256: string }[],
): { kind: FingerprintKind; value: string }[] {
  const named = answers.find((a) => a.name === 'startupName')?.value || profile?.name || '';
  const name = normalisedStartupName(named);
  const site = websiteDomain(profile?.website ?? '');
  return [
    ...(name.length >= 3 ? [{ kind: 'name' as const, value: name }] : []),
    ...(site ? [{ kind: 'site' as const, value: site }] : []),
    ...[...new Set(files.map((f) => f.sha256))].map((value) => ({ kind: 'file' as const, value })),
  ];
}

/** Replaces the fingerprints of `submissionId` with those of the version just written, in the same transaction. */
export async function writeFingerprints(
  tx: DbOrTx,
  submissionId: string,
  userId: number,
  answers: SubmissionAnswer[],
  files: { sha256: string }[],
): Promise<void> {
  const [profile] = await tx
    .select({ name: startups.name, website: startups.website })
    .from(startups)
    .where(eq(startups.userId, userId));
  await tx.delete(submissionFingerprints).where(eq(submissionFingerprints.submissionId, submissionId));
  const rows = fingerprintsOf(answers, profile, files).map((f) => ({ submissionId, ...f }));
  if (rows.length > 0) await tx.insert(submissionFingerprints).values(rows).onConflictDoNothing();
}

/**
 * For a change to the startup profile: locks the user's live application (before anything else in `tx`, as every
 * change to an application takes its row before the user's, so none of them deadlock with this one) and returns how
 * to write its fingerprints again once the profile is saved in `tx`, from its answers and files and the profile as it
 * then stands: a website (or a name) changed after submitting is matched as it is now. An edit writes them under the
 * same lock, so the two never interleave.
 */
export async function lockForRefingerprint(tx: DbOrTx, userId: number): Promise<() => Promise<void>> {
  const [live] = await tx
    .select({ id: submissions.id, answers: submissions.answers })
    .from(submissions)
    .where(and(eq(submissions.userId, userId), ne(submissions.status, 'WITHDRAWN')))
    .for('update');
  return async () => {
    if (!live) return;
    const files = await tx
      .select({ sha256: submissionFiles.sha256 })
      .from(submissionFiles)
      .where(eq(submissionFiles.submissionId, live.id));
    await writeFingerprints(tx, live.id, userId, live.answers, files);
  };
}
