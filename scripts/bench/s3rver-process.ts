/**
 * An S3 stand-in for a bench phase: s3rver on a loopback port in a child process of its own (so storing gigabytes of
 * decks does not share the load generator's event loop), its objects in a temporary directory removed on stop.
 */
import { fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

export const BENCH_BUCKET = 'launchpad-bench';
/** s3rver's fixed credentials. */
export const S3RVER_CREDENTIALS = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };

/** Starts the stand-in; `endpoint` is its URL, `stop` ends it and removes what it stored. */
export async function startS3rver(): Promise<{ endpoint: string; stop: () => Promise<void> }> {
  const child = fork(import.meta.filename, ['--s3rver-child'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const { port } = await new Promise<{ port: number }>((resolve, reject) => {
    child.once('message', (m) => resolve(m as { port: number }));
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code} before listening`)));
  });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.send('stop');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

if (process.argv.includes('--s3rver-child')) {
  const directory = await mkdtemp(path.join(tmpdir(), 'launchpad-bench-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  // s3rver writes an object's file with no error handler: an upload the store aborts mid-way leaves an ENOENT that
  // would end this process (the stand-in's bug, as src/server/test/global-setup.ts explains).
  process.on('uncaughtException', (err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT' && String(err.path).startsWith(directory)) return;
    throw err;
  });
  const { port } = await server.run();
  const client = new S3Client({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: {
      accessKeyId: S3RVER_CREDENTIALS.AWS_ACCESS_KEY_ID,
      secretAccessKey: S3RVER_CREDENTIALS.AWS_SECRET_ACCESS_KEY,
    },
  });
  await client.send(new CreateBucketCommand({ Bucket: BENCH_BUCKET }));
  const stop = async () => {
    await server.close();
    await rm(directory, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('message', (m) => void (m === 'stop' && stop()));
  process.once('disconnect', () => void stop());
  process.send!({ port });
}
