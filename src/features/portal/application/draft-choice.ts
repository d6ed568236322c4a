/**
 * Which draft the application form restores: the one on this device (localStorage) or the one in the
 * account (GET /api/application-draft). The newer wins; a device draft without a save time (written before
 * drafts had one) counts as newest, since it is what this device last held.
 */
import type { ApplicationDraft } from '../../../shared/api-types.ts';

/** The device draft's save time, in ms since the epoch, stored beside the answers. */
export const SAVED_AT = '_savedAt';

export type DraftSource = 'account' | 'device';

/** Whether a saved draft holds anything the visitor typed. */
export const hasAnswers = (draft: Record<string, unknown> | undefined) =>
  Object.values(draft ?? {}).some((value) => typeof value === 'string' && value !== '' && value !== 'false');

export interface DraftChoice {
  answers: Record<string, unknown> | undefined;
  /** Set only when both had a draft and they differ: the page says which one it restored. */
  source: DraftSource | undefined;
  /** Files kept with the account's draft, by field name (the device never keeps files). */
  files: Record<string, string>;
}

/** A draft's answers as typed text, without the save time and the empty ones, so two copies compare by content. */
const typed = (draft: Record<string, unknown>) =>
  Object.entries(draft)
    .filter(([name, value]) => name !== SAVED_AT && value !== undefined && value !== null && value !== '')
    .map(([name, value]) => `${name}=${String(value)}`)
    .sort()
    .join('\n');

/**
 * The draft to restore: the newer of the two, named only when both are there and they differ (the same answers in
 * both need no word about where they came from).
 */
export function chooseDraft(
  local: Record<string, unknown> | undefined,
  server: ApplicationDraft['draft'] | undefined,
): DraftChoice {
  const files = Object.fromEntries((server?.files ?? []).map((f) => [f.fieldName, f.originalName]));
  const localAt = typeof local?.[SAVED_AT] === 'number' ? (local[SAVED_AT] as number) : Infinity;
  const serverHas = Boolean(server && (hasAnswers(server.answers) || server.files.length > 0));
  if (!serverHas) return { answers: local, source: undefined, files };
  if (!hasAnswers(local)) return { answers: server!.answers, source: undefined, files };
  if (typed(local!) === typed(server!.answers)) return { answers: server!.answers, source: undefined, files };
  const newer: DraftSource = Date.parse(server!.updatedAt) > localAt ? 'account' : 'device';
  return { answers: newer === 'account' ? server!.answers : local, source: newer, files };
}
