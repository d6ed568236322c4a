import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import path from 'node:path';
import type { PendingUpload, UploadStore } from './upload-store.ts';

const TMP = '.incoming';

const randomName = () => randomBytes(16).toString('hex');
const isRandomName = (name: string) => /^[a-f0-9]{32}$/.test(name);
const isKey = (name: string) => /^[a-f0-9]{32}\.[a-z]+$/.test(name);

/**
 * Uploads on local disk under `<dataDir>/uploads`, outside the served site: in-flight files in
 * `.incoming/`, committed ones directly under `uploads/` with a random name. Files are private (0600).
 */
export async function localDiskStore(dataDir: string): Promise<UploadStore> {
  const root = path.resolve(dataDir, 'uploads');
  const tmp = path.join(root, TMP);
  await mkdir(tmp, { recursive: true, mode: 0o700 });
  const olderThan = async (dir: string, names: string[], cutoff: Date) => {
    const ages = await Promise.all(names.map((n) => stat(path.join(dir, n)).catch(() => undefined)));
    return names.filter((_, i) => ages[i]?.isFile() && ages[i]!.mtimeMs < cutoff.getTime());
  };

  return {
    location: root,
    async begin(): Promise<PendingUpload> {
      const tmpPath = path.join(tmp, randomName());
      const stream = createWriteStream(tmpPath, { mode: 0o600, flags: 'wx' });
      // Errors surface through the writer awaiting the stream; this keeps them from crashing the process.
      stream.on('error', () => {});
      const closed = new Promise<void>((resolve) => stream.once('close', () => resolve()));
      let done = false;
      return {
        stream,
        async commit(extension) {
          await closed;
          const key = `${randomName()}${extension}`;
          await rename(tmpPath, path.join(root, key));
          done = true;
          return key;
        },
        async discard() {
          if (done) return;
          done = true;
          if (!stream.destroyed) stream.destroy();
          await closed;
          await rm(tmpPath, { force: true });
        },
      };
    },
    locate: (key) => path.join(root, key),
    async open(key) {
      if (!isKey(key)) throw new Error(`Not an upload key: ${key}`);
      const handle = await open(path.join(root, key), 'r');
      return Readable.toWeb(handle.createReadStream()) as ReadableStream<Uint8Array>;
    },
    async remove(key) {
      if (!isKey(key)) throw new Error(`Not an upload key: ${key}`);
      await rm(path.join(root, key), { force: true });
    },
    async stale(cutoff) {
      const committed = await olderThan(root, (await readdir(root)).filter(isKey), cutoff);
      const temporary = await olderThan(tmp, (await readdir(tmp)).filter(isRandomName), cutoff);
      return { committed, temporary };
    },
    async removeTemporary(name) {
      if (!isRandomName(name)) throw new Error(`Not a temporary upload: ${name}`);
      await rm(path.join(tmp, name), { force: true });
    },
    async list() {
      const committed = (await readdir(root)).filter((n) => n !== TMP);
      const pending = (await readdir(tmp)).map((n) => `${TMP}/${n}`);
      return [...committed, ...pending];
    },
  };
}
