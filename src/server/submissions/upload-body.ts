import { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { Context } from 'hono';

/** A request body an upload is read from, as a Node stream. */
interface UploadBody {
  stream: Readable;
  /** Stops reading for good (a refusal, a stalled client) while the connection can still carry the answer. */
  stop(): void;
}

/** An upload request: its headers at once, its body only once the cheap refusals have passed. */
export interface UploadRequest {
  headers: Headers;
  /** Undefined when the request has no body. */
  openBody(): UploadBody | undefined;
}

/**
 * The upload request `c` carries. Served by node:http (`npm start`), the body is read from the socket's own stream:
 * its Fetch form (`c.req.raw.body`) copies every chunk once more, and a burst of uploads then holds twice the dead
 * buffers until V8 collects them. Stopping it only pauses it: the server answers, then drains or closes the connection.
 * Elsewhere (`app.request` in tests) the Fetch body is read, and stopping it cancels it.
 */
export function uploadRequest(c: Context): UploadRequest {
  const incoming: unknown = (c.env as { incoming?: unknown } | undefined)?.incoming;
  return {
    headers: c.req.raw.headers,
    openBody() {
      if (incoming instanceof IncomingMessage) {
        const { 'content-length': length, 'transfer-encoding': chunked } = incoming.headers;
        if (!chunked && (length === undefined || Number(length) === 0)) return undefined;
        return { stream: incoming, stop: () => void incoming.pause() };
      }
      const body = c.req.raw.body;
      if (!body) return undefined;
      const stream = Readable.fromWeb(body as NodeReadableStream);
      return { stream, stop: () => void stream.destroy() };
    },
  };
}
