import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { bucketRetries } from './s3-retries.ts';
import type { PendingUpload, UploadStore } from './upload-store.ts';

interface S3StoreOptions {
  bucket: string;
  /** An S3-compatible endpoint (MinIO, R2, s3rver...); unset for AWS itself. */
  endpoint?: string;
  region: string;
  /** `bucket` in the path instead of the host name, as most self-hosted servers need. */
  forcePathStyle: boolean;
  /** How long the export's download links stay valid. */
  linkTtlSeconds: number;
  /** Bounds on every call to the bucket, so a stalled bucket fails requests instead of hanging them. */
  connectTimeoutMs?: number;
  requestTimeoutMs?: number;
}

/** In-flight uploads live under this prefix until committed; the orphan sweep clears old ones. */
const TMP = '.incoming/';
const randomName = () => randomBytes(16).toString('hex');
const isRandomName = (name: string) => /^[a-f0-9]{32}$/.test(name);
const isKey = (key: string) => /^[a-f0-9]{32}\.[a-z]+$/.test(key);

/**
 * Uploads in an S3-compatible bucket, so API processes on different machines share them. Bytes are
 * streamed to a temporary key with a multipart upload (at most one 5 MiB part held in memory per
 * file); `commit` copies the object to its final random key inside the bucket and deletes the
 * temporary one. Credentials come from the standard AWS variables (AWS_ACCESS_KEY_ID, ...).
 */
export async function s3Store(options: S3StoreOptions): Promise<UploadStore> {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    requestHandler: {
      connectionTimeout: options.connectTimeoutMs ?? 5000,
      requestTimeout: options.requestTimeoutMs ?? 30_000,
      throwOnRequestTimeout: true,
    },
    retryStrategy: bucketRetries(),
  });
  const Bucket = options.bucket;
  // Fail at start-up, naming the bucket, rather than at the first application.
  await client.send(new HeadBucketCommand({ Bucket })).catch((err) => {
    throw new Error(`S3 bucket "${Bucket}" is not reachable: ${err instanceof Error ? err.message : err}`);
  });
  const remove = async (key: string) => {
    await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
  };

  async function listAll(prefix = ''): Promise<{ key: string; modified: Date }[]> {
    const out: { key: string; modified: Date }[] = [];
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
      for (const o of page.Contents ?? []) if (o.Key) out.push({ key: o.Key, modified: o.LastModified ?? new Date(0) });
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
    return out;
  }

  return {
    location: `s3://${Bucket}${options.endpoint ? ` at ${options.endpoint}` : ''}`,
    async begin(): Promise<PendingUpload> {
      const tmpKey = `${TMP}${randomName()}`;
      const stream = new PassThrough();
      // The parts of a failed upload are aborted below, in the background: lib-storage's own abort would make the
      // failure wait on the bucket once more before it is known.
      const upload = new Upload({
        client,
        params: { Bucket, Key: tmpKey, Body: stream },
        queueSize: 1,
        leavePartsOnError: true,
      });
      const stored = upload.done();
      /** Set once a call of this upload failed: the bucket may be stalled, so nothing more waits on it. */
      let failed = false;
      stored.catch((err) => {
        failed = true;
        // A failed upload stops reading: error the stream so the writer stops waiting for 'drain'.
        stream.destroy(err instanceof Error ? err : new Error(String(err)));
        const UploadId = upload.uploadId;
        if (UploadId) client.send(new AbortMultipartUploadCommand({ Bucket, Key: tmpKey, UploadId })).catch(() => {});
      });
      let done = false;
      // Once the upload has settled (an aborted request could still land after a delete): a stored object is
      // deleted; a failed upload left none, only parts, which the abort above removes.
      const wasStored = stored.then(
        () => true,
        () => false,
      );
      const cleanUp = async () => {
        if (await wasStored) await remove(tmpKey).catch(() => {});
      };
      return {
        stream,
        async commit(extension) {
          await stored;
          const key = `${randomName()}${extension}`;
          await client
            .send(new CopyObjectCommand({ Bucket, Key: key, CopySource: `${Bucket}/${tmpKey}` }))
            .catch((err) => {
              failed = true;
              throw err;
            });
          done = true;
          await remove(tmpKey).catch(() => {}); // left over, the sweep removes it
          return key;
        },
        async discard() {
          if (done) return;
          done = true;
          // Cut the body short: the upload then fails.
          if (!stream.destroyed) stream.destroy();
          // After a failed call, the request that discards answers at once; the clean-up goes on behind it (what a
          // stall leaves, the orphan sweep removes).
          if (failed) void cleanUp();
          else await cleanUp();
        },
      };
    },
    locate: (key) => `s3://${Bucket}/${key}`,
    async open(key) {
      if (!isKey(key)) throw new Error(`Not an upload key: ${key}`);
      const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
      if (!object.Body) throw new Error(`Empty object: ${key}`);
      return object.Body.transformToWebStream() as ReadableStream<Uint8Array>;
    },
    downloadUrl: (key) =>
      getSignedUrl(client, new GetObjectCommand({ Bucket, Key: key }), { expiresIn: options.linkTtlSeconds }),
    async remove(key) {
      if (!isKey(key)) throw new Error(`Not an upload key: ${key}`);
      await remove(key);
    },
    async list() {
      return (await listAll()).map((o) => o.key);
    },
    async stale(cutoff) {
      const old = (await listAll()).filter((o) => o.modified < cutoff).map((o) => o.key);
      return {
        committed: old.filter(isKey),
        temporary: old.filter((k) => k.startsWith(TMP)).map((k) => k.slice(TMP.length)),
      };
    },
    async removeTemporary(name) {
      if (!isRandomName(name)) throw new Error(`Not a temporary upload: ${name}`);
      await remove(`${TMP}${name}`);
    },
  };
}
