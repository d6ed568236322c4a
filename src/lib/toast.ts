import { SESSION_KEYS } from './storage-keys.ts';
import type { ToastKind } from './toaster-host.tsx';

// The type only: the toaster itself (React, react-toastify) loads on the first toast.
export type { ToastKind };

interface QueuedToast {
  message: string;
  kind: ToastKind;
}

/**
 * Shows a toast. React and react-toastify are loaded on first use only, so pages that never toast
 * never pay for them.
 */
export async function showToast(message: string, kind: ToastKind = 'success'): Promise<void> {
  const { toast } = await import('./toaster-host.tsx');
  toast(message, kind);
}

/** Queues a toast for the page the next navigation lands on (spec: logout toasts on /). */
export function showToastAfterNavigation(message: string, kind: ToastKind = 'success'): void {
  const queued: QueuedToast = { message, kind };
  sessionStorage.setItem(SESSION_KEYS.pendingToast, JSON.stringify(queued));
}

/** Shows the toast a previous page queued, if any. Runs on every page load. */
export function showQueuedToast(): void {
  const raw = sessionStorage.getItem(SESSION_KEYS.pendingToast);
  if (!raw) return;
  sessionStorage.removeItem(SESSION_KEYS.pendingToast);
  try {
    const { message, kind } = JSON.parse(raw) as QueuedToast;
    if (message) void showToast(message, kind);
  } catch {
    // A garbled entry is dropped; there is nothing useful to show.
  }
}
