/**
 * Node's HTTP parser hands every chunk of a request body over as a buffer of its own, and V8 frees a buffer's memory
 * only when it collects the buffer's object; it starts collecting for their sake only once about 64 MB more of them
 * are held than at its last collection. Ten 10 MiB uploads arriving at once are all dead buffers within milliseconds
 * of arriving, yet the server's memory grew by 42-66 MB while they came in (docs/api.md, "Benchmark"). A young-generation
 * collection every COLLECT_EVERY_BYTES received (about a millisecond each) frees them instead while they are young.
 * It runs where the server is started with --expose-gc (scripts/serve.sh); elsewhere V8 keeps its own pace.
 */
export const COLLECT_EVERY_BYTES = 8 * 1024 * 1024;

type Collect = () => void;
const exposed = (globalThis as { gc?: (options: { type: 'minor' }) => void }).gc;

/** Counts body bytes received (by every upload together) and collects after each COLLECT_EVERY_BYTES of them. */
export function deadBufferCollector(collect: Collect | null) {
  let received = 0;
  return (bytes: number) => {
    if (!collect) return;
    received += bytes;
    if (received < COLLECT_EVERY_BYTES) return;
    received = 0;
    collect();
  };
}

/** The server's one collector: the count is of all uploads at once, since their dead buffers share one heap. */
export const bodyBytesReceived = deadBufferCollector(exposed ? () => exposed({ type: 'minor' }) : null);
