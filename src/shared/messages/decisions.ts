import type { OverCap } from '../over-cap-schema.ts';

/** What organisers read about pending decisions, their release and the audit log. */
export const DECISION_MESSAGES = {
  set: (n: number) => `Pending decision set on ${n} application${n === 1 ? '' : 's'}`,
  cleared: 'Pending decision cleared',
  noPending: 'This application has no pending decision',
  unknownIds: 'Some of these applications do not exist',
  noIds: 'Choose at least one application',
  tooManyIds: 'Choose at most 2000 applications at a time',
  alreadyHasStatus: 'Some of these applications already have this status',
  countsChanged: 'The pending decisions changed since the preview. Check the new counts and release again.',
  previewChanged:
    'The pending decisions changed since the preview: the same counts, but other applications or notes. Check them and release again.',
  digestInvalid: 'The preview digest must be the one the preview answered (64 hexadecimal characters)',
  withFeedbackInvalid: 'Say whether to send the feedback reasons with true or false',
  nothingPending: 'There are no pending decisions to release',
  /** Said when a pending decision is set and in the preview, before Release. */
  overCap: ({ over, accepting, free, finalistPlaces }: OverCap) =>
    `${over} pending acceptance${over === 1 ? ' is' : 's are'} over the finalist places: releasing would accept ${accepting} with ${free} of ${finalistPlaces} places free. Clear ${over} of them or raise the finalist places in Settings before releasing.`,
  /** The release refused: nothing was released. */
  releaseOverCap: ({ over, free, finalistPlaces }: OverCap) =>
    `Nothing was released: ${over} pending acceptance${over === 1 ? ' is' : 's are'} over the finalist places (${free} of ${finalistPlaces} free). Clear ${over} of them or raise the finalist places in Settings, then release again.`,
  released: (n: number) => `${n} decision${n === 1 ? '' : 's'} released`,
  expectInvalid: 'Name the count of each status you previewed, e.g. {"ACCEPTED": 8}',
  auditQueryInvalid: 'Filter the log by actor, action, from and to (ISO date-times) and page',
} as const;
