import { $user } from '../../../stores/auth.ts';
import { loadUserDetails } from '../../../stores/user-details.ts';

/** Shows "Your application: <status>" on /profile for someone who has applied; its labels load only then. */
export function wireApplicationStatusLink(): void {
  const section = document.querySelector<HTMLElement>('[data-application-status]');
  if (!section || !$user.get()?.isApplicationSubmitted) return;
  Promise.all([loadUserDetails(), import('../../../shared/application-statuses.ts')]).then(
    ([{ applicationStatus }, { STATUS_LABELS }]) => {
      if (!applicationStatus) return;
      section.querySelector('[data-application-status-label]')!.textContent = STATUS_LABELS[applicationStatus.status];
      section.hidden = false;
    },
    () => undefined,
  );
}
