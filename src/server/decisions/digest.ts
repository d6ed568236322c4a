import { createHash } from 'node:crypto';

/** One pending decision as the digest reads it. */
interface Pending {
  submissionId: string;
  status: string;
  note: string;
}

/**
 * A fingerprint of exactly which decisions are pending: every application id with its status and note, in id order,
 * hashed (SHA-256, hex). The preview answers it and a release may send it back: equal counts with other applications
 * or other notes give another digest, so the release is refused instead of sending what nobody previewed.
 */
export function pendingDigest(pending: readonly Pending[]): string {
  const rows = [...pending]
    .sort((a, b) => (a.submissionId < b.submissionId ? -1 : a.submissionId > b.submissionId ? 1 : 0))
    .map((p) => [p.submissionId, p.status, p.note]);
  return createHash('sha256').update(JSON.stringify(rows)).digest('hex');
}
