/**
 * What an island that failed shows in its place (every React island sits in IslandBoundary).
 * Part of the one message catalogue (src/shared/messages/): each message is written once, here.
 * Spec messages are copied exactly, typos included. Browser-safe.
 * Plain constants rather than an object: every island page loads them, and the bundler inlines a constant
 * where an object would ship its keys too.
 */

/** An island that failed: the spec's heading. */
export const ISLAND_FAILED_TITLE = 'Unexpected Application Error!';
/** What to do about it. */
export const ISLAND_FAILED = 'This part of the page could not be shown. Reload the page to try again.';
