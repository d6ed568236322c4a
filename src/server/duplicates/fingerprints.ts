import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { startups, submissionFingerprints } from '../db/schema.ts';
import type { SubmissionAnswer } from '../../shared/form-field.ts';

/**
 * Hosts many startups share (a profile page, a free site builder): the same one says nothing about being the same
 * startup.
 */
const SHARED_HOSTS: ReadonlySet<string> = new Set([
  'linkedin.com',
  'facebook.com',
  'instagram.com',
  'twitter.com',
  'x.com',
  'youtube.com',
  'github.com',
  'medium.com',
  'google.com',
  'sites.google.com',
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

/** The host of a website as written ('https://www.acme.in/about' → 'acme.in'); '' when it names none. */
export function websiteHost(website: string): string {
  const host = website
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/^www\./, '')
    .replace(/[/:?#].*$/, '');
  return host.includes('.') && !SHARED_HOSTS.has(host) ? host : '';
}

/** The kinds of fingerprint, as organisers read why two applications look alike. */
export type FingerprintKind = 'name' | 'site' | 'file';

/** What identifies one version of an application: its startup's name, its website's host and its files' hashes. */
export function fingerprintsOf(
  answers: SubmissionAnswer[],
  profile: { name: string; website: string } | undefined,
  files: { sha256: string }[],
): { kind: FingerprintKind; value: string }[] {
  const named = answers.find((a) => a.name === 'startupName')?.value || profile?.name || '';
  const name = normalisedStartupName(named);
  const site = websiteHost(profile?.website ?? '');
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
