/**
 * Resolves once the event loop has read what is waiting on the network. The embedded database answers on this thread,
 * and queries queued one after another run without the loop turning in between: a step that awaits this first waits
 * behind requests already received (the health check, a visitor's page) instead of running ahead of them.
 */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
