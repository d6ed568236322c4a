import { AUTH_MESSAGES } from '../../../shared/messages/session.ts';
import { showToast, showToastAfterNavigation } from '../../../lib/toast.ts';
import { logOutEverywhere } from '../../../stores/auth.ts';

/** "Sign out everywhere", and "Download my data" / "Delete my account", whose work is imported on first use. */
export function wireAccountTools(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-logout-all]')) {
    button.addEventListener('click', async () => {
      button.disabled = true;
      if (await logOutEverywhere()) {
        showToastAfterNavigation(AUTH_MESSAGES.signedOutEverywhere);
        window.location.assign('/');
        return;
      }
      button.disabled = false;
      void showToast(AUTH_MESSAGES.signOutEverywhereFailed, 'error');
    });
  }

  const myData = document.querySelector<HTMLElement>('[data-my-data-section]');
  myData?.addEventListener('click', async (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[data-my-data]');
    if (button) (await import('./actions.ts')).act(button, myData);
  });
}
