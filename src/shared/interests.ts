/**
 * A reviewer's answers to "Would you like to review this application?", without zod: the workspace's pages import
 * them, and interest-schemas.ts checks them on the API.
 */
export const INTERESTS = ['YES', 'MAYBE', 'NO'] as const;
export type Interest = (typeof INTERESTS)[number];
