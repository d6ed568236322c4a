/**
 * The organiser workspace's constants and wording, without zod, so the pages can import them
 * without shipping the schemas. Roles, the window's wording, the statuses and the API's answers to the workspace
 * (messages/organiser.ts) live in their own small modules (every public page's header and apply button needs the
 * first two, /profile the statuses' labels, not the rest) and are re-exported here.
 */
export * from './roles.ts';
export * from './messages/window.ts';
export * from './application-statuses.ts';
export { ORGANISER_MESSAGES } from './messages/organiser.ts';

/** Most applications one pending decision may name: every row of the largest call with room to spare. */
export const MAX_DECISION_IDS = 2000;

/**
 * The list and an application's page count its look-alikes up to this many, so a group of any size costs a page what
 * a small one does: the badge then reads "100+".
 */
export const POSSIBLE_DUPLICATES_COUNTED = 100;

/** How many look-alikes an application's page lists, the oldest first (the first of a copied deck is usually among them). */
export const DUPLICATES_LISTED = 20;
