import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { SECURITY_HEADERS } from '../headers/security-headers.ts';
import { negotiateEncoding } from './negotiate.ts';
import type { Encoding } from './precompress.ts';
import type { SiteFile, SiteIndex } from './site-index.ts';
import { API_MESSAGES } from '../../shared/messages/api.ts';

const ENCODINGS: Encoding[] = ['br', 'gzip'];

function decodePath(rawPath: string): string | undefined {
  try {
    return decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
}

function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const weak = (t: string) => t.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((t) => t.trim() === '*' || weak(t) === weak(etag));
}

async function respond(c: Context, file: SiteFile, status: 200 | 404): Promise<Response> {
  const headers = new Headers({
    ...SECURITY_HEADERS,
    'Content-Type': file.contentType,
    'Cache-Control': file.cacheControl,
    'Content-Security-Policy': file.csp,
  });
  const offered = ENCODINGS.filter((e) => file.encoded[e]);
  if (offered.length > 0) headers.set('Vary', 'Accept-Encoding');
  const encoding = negotiateEncoding(c.req.header('Accept-Encoding'), offered);
  const etag = encoding ? `${file.etag.slice(0, -1)}-${encoding}"` : file.etag;
  if (status === 200) {
    headers.set('ETag', etag);
    if (etagMatches(c.req.header('If-None-Match'), etag)) return new Response(null, { status: 304, headers });
  }
  let body: Buffer | ReadableStream | null;
  let length: number;
  if (encoding) {
    body = file.encoded[encoding]!;
    length = body.length;
    headers.set('Content-Encoding', encoding);
  } else if (file.body) {
    body = file.body;
    length = file.body.length;
  } else {
    body = Readable.toWeb(createReadStream(file.absPath)) as ReadableStream;
    length = file.size;
  }
  headers.set('Content-Length', String(length));
  if (c.req.method === 'HEAD') {
    if (body instanceof ReadableStream) await body.cancel();
    body = null;
  }
  return new Response(body as BodyInit | null, { status, headers });
}

/** The not-found page (status 404) for any path the build has no file for. */
export function notFoundPage(c: Context, site: SiteIndex): Promise<Response> | Response {
  if (site.notFound) return respond(c, site.notFound, 404);
  return c.text(API_MESSAGES.pageNotFound, 404);
}

/**
 * Serves the built site from the in-memory index: directory routes, precompressed text,
 * long-lived caching for hashed assets, and a per-page CSP that allows its own inline scripts.
 * The index is read again when a new build completes (SiteIndex.refresh).
 */
export function serveSite(site: SiteIndex) {
  return async (c: Context): Promise<Response> => {
    await site.refresh();
    const pathname = decodePath(new URL(c.req.url).pathname);
    const file = pathname === undefined ? undefined : site.routes.get(pathname);
    if (!file) return notFoundPage(c, site);
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      return c.json({ message: API_MESSAGES.methodNotAllowed }, 405, { Allow: 'GET, HEAD' });
    }
    return respond(c, file, 200);
  };
}
