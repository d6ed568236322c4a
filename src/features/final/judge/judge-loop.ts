import type { JudgePage } from './judge-page.ts';
import { RESEND_MS, nextPollDelay } from './poll-schedule.ts';

/** The browser as the loop uses it (a fake in tests). */
export interface LoopHost {
  isOnline(): boolean;
  isHidden(): boolean;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  setInterval(run: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  /** Listens on window ('online', 'offline') or document ('visibilitychange'); hands back the way to stop. */
  listen(event: 'online' | 'offline' | 'visibilitychange', run: () => void): () => void;
}

/**
 * Keeps the judge's page current: reads at once, then as poll-schedule.ts says (every 3 s online and on screen, backing
 * off on failures, paused offline or hidden); sends the scores kept on the phone on load, when the network comes
 * back and every few seconds. Hands back the way to stop it all.
 */
export function startJudgeLoop(page: JudgePage, host: LoopHost): () => void {
  let timer: unknown;
  let stopped = false;

  const schedule = () => {
    host.clearTimeout(timer);
    timer = undefined;
    if (stopped) return;
    const delay = nextPollDelay({ online: host.isOnline(), hidden: host.isHidden(), failures: page.failures() });
    if (delay !== null) timer = host.setTimeout(() => void readNow(), delay);
  };

  const readNow = async () => {
    host.clearTimeout(timer);
    timer = undefined;
    await page.refresh();
    schedule();
  };

  const stops = [
    host.listen('online', () => {
      page.setOnline(true);
      void page.flush();
      void readNow();
    }),
    host.listen('offline', () => {
      page.setOnline(false);
      schedule();
    }),
    host.listen('visibilitychange', () => {
      if (host.isHidden()) schedule();
      else void readNow();
    }),
  ];
  // Offline as the phone says: nothing to try until 'online'.
  const resend = host.setInterval(() => host.isOnline() && void page.flush(), RESEND_MS);

  page.setOnline(host.isOnline());
  void page.flush();
  void readNow();

  return () => {
    stopped = true;
    host.clearTimeout(timer);
    host.clearInterval(resend);
    for (const stop of stops) stop();
  };
}

/** The loop's host in a browser. */
export const browserHost = (): LoopHost => ({
  isOnline: () => navigator.onLine,
  isHidden: () => document.visibilityState === 'hidden',
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number | undefined),
  setInterval: (run, ms) => window.setInterval(run, ms),
  clearInterval: (handle) => window.clearInterval(handle as number | undefined),
  listen(event, run) {
    const target = event === 'visibilitychange' ? document : window;
    target.addEventListener(event, run);
    return () => target.removeEventListener(event, run);
  },
});
