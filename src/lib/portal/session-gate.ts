/**
 * Portal pages that need a session mark <html> with this attribute from their head script
 * (SessionGate.astro), before anything else runs.
 */
const SESSION_REQUIRED_ATTRIBUTE = 'data-requires-session';

export function isSessionRequired(): boolean {
  return document.documentElement.hasAttribute(SESSION_REQUIRED_ATTRIBUTE);
}
