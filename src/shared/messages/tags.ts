/**
 * Tags on applications and the organisers' saved views of the list. Part of the one message catalogue
 * (src/shared/messages/). Browser-safe.
 */
import { DECISION_MESSAGES } from './decisions.ts';
import { plural } from './plural.ts';

/** The limits the messages name; the schemas (src/shared/tag-schemas.ts) enforce them. */
export const TAG_LIMITS = { nameLength: 30, perApplication: 20, viewNameLength: 40, viewsPerOrganiser: 50 } as const;

export const TAG_MESSAGES = {
  name: `A tag is 1 to ${TAG_LIMITS.nameLength} characters`,
  tagsInvalid: 'Send the tags as a list of {name, private}',
  duplicate: (name: string) => `“${name}” is on the list twice (tags ignore upper and lower case)`,
  tooMany: `An application can hold at most ${TAG_LIMITS.perApplication} tags`,
  /** A bulk change that would take some applications past the limit: none is changed. */
  tooManyOn: (startupName: string, more: number) =>
    `${startupName || 'Untitled startup'}${more ? ` and ${plural(more, 'other application')}` : ''} would hold more than ${TAG_LIMITS.perApplication} tags: nothing was changed`,
  saved: 'Tags saved',
  /** The list's one choice of applications, for tagging as for deciding: one wording. */
  noIds: DECISION_MESSAGES.noIds,
  nothingToChange: 'Name a tag to add or remove',
  someNotFound: 'Some of the chosen applications no longer exist: nothing was changed',
  bulkSaved: (n: number) => `Tags changed on ${plural(n, 'application')}`,
  filterRefused: 'Reviewers do not see tags, so the list cannot be filtered by tag',
} as const;

export const SAVED_VIEW_MESSAGES = {
  name: `A view's name is 1 to ${TAG_LIMITS.viewNameLength} characters`,
  saved: (name: string) => `View “${name}” saved`,
  deleted: 'View deleted',
  notFound: 'No such saved view',
  tooMany: `You can keep at most ${TAG_LIMITS.viewsPerOrganiser} saved views: delete one first`,
} as const;
