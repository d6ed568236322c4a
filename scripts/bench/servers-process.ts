/**
 * bench:api's servers run in a child process, so the load generator does not share their event loop: this starts
 * it, talks to it over IPC and always stops it.
 */
import { type ChildProcess, fork } from 'node:child_process';
import path from 'node:path';

/** What the servers' process sends once it listens. */
export interface Ready {
  type: 'ready';
  raw: number;
  hono: number;
  app: number;
  tokens: string[];
  pitchDeckFieldId: number;
  fields: { id: number; name: string }[];
}

/** The servers' process's memory, as it answers a `memory` message. */
export interface Memory {
  type: 'memory';
  rss: number;
  heapUsed: number;
  external: number;
  /** Memory of ArrayBuffers and Buffers (part of `external`): where an upload's chunks live until V8 collects them. */
  arrayBuffers: number;
  stored?: number;
  files?: number;
}

let asked = 0;
/** Sends `message` to the servers' process and resolves with its answer (matched by id). */
export function ask<T>(child: ChildProcess, message: object): Promise<T> {
  const id = ++asked;
  return new Promise((resolve) => {
    const onMessage = (m: { id?: number }) => {
      if (m.id === id) {
        child.off('message', onMessage);
        resolve(m as T);
      }
    };
    child.on('message', onMessage);
    child.send({ ...message, id });
  });
}

/**
 * Forks `module` as scripts/serve.sh runs the server: in the environment of scripts/serve-env.sh (glibc's allocator
 * settings, which decide how much freed memory goes back to the system, V8's semi-spaces and heap growth) with node's
 * `flags`.
 * Started through sh to read that file; sh then execs node, which keeps the IPC channel and the pid.
 */
export const forkAsServed = (module: string, args: string[], flags: string[]) =>
  fork(module, args, {
    execPath: 'sh',
    execArgv: ['-c', '. scripts/serve-env.sh && exec "$0" $SERVER_NODE_FLAGS "$@"', process.execPath, ...flags],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });

/** The bench servers' process, with PGlite's WebAssembly on the baseline compiler, as npm start runs it. */
const forkServers = () =>
  forkAsServed(path.join(import.meta.dirname, 'serve-bench.ts'), [], ['--expose-gc', '--liftoff-only']);

/** Starts the bench servers, runs `measure` against them, and always stops them. */
export async function withServers<T>(measure: (child: ChildProcess, ready: Ready) => Promise<T>): Promise<T> {
  const child = forkServers();
  const ready = await new Promise<Ready>((resolve) => child.once('message', (m) => resolve(m as Ready)));
  try {
    return await measure(child, ready);
  } finally {
    child.send({ type: 'stop' });
    await new Promise((r) => child.once('exit', r));
  }
}
