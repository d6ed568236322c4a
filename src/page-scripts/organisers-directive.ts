import type { ClientDirective } from 'astro';
import idle from 'astro/runtime/client/idle.js';
import load from 'astro/runtime/client/load.js';
import visible from 'astro/runtime/client/visible.js';

/** When an organiser's island hydrates: as `client:load` would (no value), `client:idle` or `client:visible`. */
const WHEN: Readonly<Record<string, ClientDirective>> = { idle, visible };

/**
 * `client:organisers`, the one gate of the workspace's organisers-only pages (workspace-pages.ts marks them): their
 * islands hydrate for organisers only. Anyone else who opens such a page by its address (a reviewer) reads "For
 * organisers only" in their place, and their code is never fetched, so their reads (decisions, audit log, the
 * settings) send the API no call it would refuse. The role is the stored session's: SessionGate marks organisers
 * (`<html data-organiser>`) from the auth store's stored user before the first paint, as the page's CSS shows them.
 */
const organisersDirective: ClientDirective = (hydrate, options, el) => {
  if (!document.documentElement.hasAttribute('data-organiser')) return;
  const when = (typeof options.value === 'string' && WHEN[options.value]) || load;
  return when(hydrate, options, el);
};

export default organisersDirective;
