/**
 * The apply modal (src/components/home/ApplyModal.astro) and how other parts of the site open it.
 *
 * To open it from anywhere (e.g. the complete-profile success panel), render `<ApplyModal />` once on
 * the page and call `openApplyModal()`. The modal listens for OPEN_APPLY_MODAL_EVENT on window and
 * claims it; when no modal is on the page, the call goes to the home page with APPLY_MODAL_HASH,
 * which opens the modal there.
 */
import type { StoredUser } from './stored-user.ts';

/** docs/spec.md §9: the modal shows 100 ms after it is asked to open and is gone 600 ms after closing. */
export const APPLY_MODAL_OPEN_DELAY_MS = 100;
export const APPLY_MODAL_CLOSE_DELAY_MS = 600;

/** Window event asking the page's apply modal to open (cancelable: the modal cancels it to claim it). */
export const OPEN_APPLY_MODAL_EVENT = 'open-apply-modal';

/** Address hash that opens the modal when the home page loads. */
export const APPLY_MODAL_HASH = '#apply';

/** Where a stored user stands with the application. */
export type ApplyStatus = 'can-apply' | 'signed-out' | 'profile-incomplete' | 'submitted';

export function applyStatus(user: StoredUser | undefined): ApplyStatus {
  if (!user) return 'signed-out';
  if (user.isApplicationSubmitted === true) return 'submitted';
  if (user.isProfileCompleted !== true) return 'profile-incomplete';
  return 'can-apply';
}

/** The spec's rule for the apply button: a completed profile and no submitted application. */
export const canApply = (user: StoredUser | undefined): boolean => applyStatus(user) === 'can-apply';

/** Opens the apply modal of this page, or the home page's when this page has none. */
export function openApplyModal(): void {
  const unclaimed = window.dispatchEvent(new Event(OPEN_APPLY_MODAL_EVENT, { cancelable: true }));
  if (unclaimed) window.location.assign(`/${APPLY_MODAL_HASH}`);
}
