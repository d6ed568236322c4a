import { readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { contentTypeFor, isCompressible } from './mime.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export type Encoding = 'br' | 'gzip';

/** The file holding `file` compressed with `encoding`, beside it: what nginx's gzip_static and most CDNs look for. */
export const ENCODED_SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** Smaller than this, compression costs more than it saves. */
const MIN_COMPRESS = 512;

export async function* walkFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walkFiles(full);
    else if (entry.isFile()) yield full;
  }
}

const isEncodedSibling = (file: string) => Object.values(ENCODED_SUFFIX).some((s) => file.endsWith(s));

function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(body, { level: 9 });
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/** Writes the compressed forms of one file that are worth having; returns how many it wrote. */
async function precompressFile(file: string): Promise<number> {
  if (!isCompressible(contentTypeFor(path.extname(file)))) return 0;
  const body = await readFile(file);
  if (body.length < MIN_COMPRESS) return 0;
  let written = 0;
  for (const encoding of Object.keys(ENCODED_SUFFIX) as Encoding[]) {
    const encoded = await compress(body, encoding);
    if (encoded.length >= body.length) continue;
    await writeFile(file + ENCODED_SUFFIX[encoding], encoded);
    written++;
  }
  return written;
}

/**
 * Compresses the built site once, at build time, with brotli (quality 11) and gzip (level 9) into `.br` and `.gz`
 * files beside the originals. The server then sends those bytes as they are: compressing ~500 files at start-up
 * cost it seconds of CPU and left ~45 MB of the compressors' memory in the allocator for good.
 */
export async function precompressDir(root: string): Promise<number> {
  const files = (await Array.fromAsync(walkFiles(root))).filter((f) => !isEncodedSibling(f));
  let next = 0;
  let written = 0;
  const worker = async () => {
    while (next < files.length) {
      const count = await precompressFile(files[next++]!);
      written += count;
    }
  };
  await Promise.all(Array.from({ length: os.availableParallelism() }, worker));
  return written;
}
