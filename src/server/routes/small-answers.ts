import type { MiddlewareHandler } from 'hono';

/**
 * hono's compress() leaves an answer under its threshold alone only when the answer states its length, and c.json()
 * states none: without this, every small JSON answer (GET /api/user-details is about 600 bytes) would be gzipped for
 * any client that accepts gzip, CPU spent on the busiest calls for nothing. Registered after compress(), so it runs
 * first on the way out, it reads an answer of unknown length of the `types` compress() compresses up to `threshold`
 * bytes: one that ends by then is answered whole with its Content-Length, which compress() then skips; a longer one
 * goes on as a stream of what was read followed by the rest. A download (Content-Disposition: attachment, the
 * export) is left as the route streams it, read by the client at its own pace, and compressed whatever its size.
 */
export function lengthOfSmallAnswers(threshold: number, types: RegExp): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('Content-Type');
    if (!res.body || !type || !types.test(type) || res.headers.has('Content-Length')) return;
    if (res.headers.has('Content-Encoding') || res.headers.has('Transfer-Encoding')) return;
    if (/^\s*attachment/i.test(res.headers.get('Content-Disposition') ?? '')) return;

    const reader = res.body.getReader();
    const head: Uint8Array[] = [];
    let size = 0;
    while (size < threshold) {
      const { done, value } = await reader.read();
      if (done) {
        c.res = new Response(joined(head, size), res);
        c.res.headers.set('Content-Length', String(size));
        return;
      }
      head.push(value);
      size += value.byteLength;
    }
    const rest = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of head) controller.enqueue(chunk);
      },
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      cancel: (reason) => reader.cancel(reason),
    });
    c.res = new Response(rest, res);
  };
}

function joined(chunks: Uint8Array[], size: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}
