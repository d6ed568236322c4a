import type { Writable } from 'node:stream';
import { type ApiError, unavailable } from '../errors.ts';
import { logSafe } from '../log-safe.ts';

/**
 * Where uploaded files go: the local-disk store by default, or an S3-compatible bucket (UPLOAD_STORE=s3). Files are written under a temporary name and only get their
 * final random name on `commit`, so a refused or failed submission leaves nothing behind.
 */
export interface UploadStore {
  /** For the start-up log and the organiser export. */
  readonly location: string;
  /** Starts receiving one file. */
  begin(): Promise<PendingUpload>;
  /** Where organisers find a committed file: a path on disk, or `s3://bucket/key` for object storage. */
  locate(key: string): string;
  /** A time-limited link to download a committed file, where the store can give one (object storage). */
  downloadUrl?(key: string): Promise<string>;
  /** Reads a committed file as a stream (organisers reading a deck); rejects when it is missing. */
  open(key: string): Promise<ReadableStream<Uint8Array>>;
  /** Deletes a committed file (used when the database transaction after commit fails). */
  remove(key: string): Promise<void>;
  /** Keys of every file present, temporary ones included (for tests and housekeeping). */
  list(): Promise<string[]>;
  /** Files last written before `cutoff`, for the orphan sweep: committed keys, and temporary names. */
  stale(cutoff: Date): Promise<{ committed: string[]; temporary: string[] }>;
  /** Deletes a temporary file a crashed upload left behind (a name from `stale`). */
  removeTemporary(name: string): Promise<void>;
}

export interface PendingUpload {
  /** Write the file's bytes here, then end it. */
  readonly stream: Writable;
  /** Gives the file its final random name (with `extension`, e.g. '.pdf') and returns its key. */
  commit(extension: string): Promise<string>;
  /** Drops the temporary file; safe to call more than once and after a failed write. */
  discard(): Promise<void>;
}

/**
 * A failure of the store itself (bucket unreachable, disk failing) while receiving or committing a file: logged
 * here, and answered 503 so the applicant tries again, rather than 400 as if the upload had been malformed.
 */
export function storeFailed(err: unknown): ApiError {
  console.error(`[api] upload store failed: ${logSafe(err instanceof Error ? err.message : err)}`);
  return unavailable();
}
