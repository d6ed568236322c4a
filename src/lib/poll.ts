/**
 * Asking the API again and again while a page is in view (the live final's stage and big screen): `run` at once, then
 * `everyMs` after each answer, never two at a time (a slow server is never asked faster than it answers). Paused while
 * the page is hidden (a tab in the background, a laptop's lid shut) and asked at once when it shows again. A `run`
 * that throws is asked again like one that answered: what the page keeps on a failure is the caller's.
 */

/** What the poll watches: `document` in the browser. */
export interface PollPage {
  readonly hidden: boolean;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

/** Starts polling; the answer stops it (a component's unmount). */
export function poll(run: () => Promise<unknown>, everyMs: number, page: PollPage = document): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let stopped = false;

  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };

  const schedule = () => {
    if (!stopped && !running && !page.hidden && timer === undefined) timer = setTimeout(tick, everyMs);
  };

  async function tick(): Promise<void> {
    timer = undefined;
    if (stopped || running || page.hidden) return;
    running = true;
    try {
      await run();
    } catch {
      // Asked again at the next tick.
    } finally {
      running = false;
    }
    schedule();
  }

  const onVisibility = () => {
    cancel();
    if (!page.hidden) void tick();
  };

  page.addEventListener('visibilitychange', onVisibility);
  void tick();
  return () => {
    stopped = true;
    cancel();
    page.removeEventListener('visibilitychange', onVisibility);
  };
}
