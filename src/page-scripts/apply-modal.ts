import { $user } from '../stores/auth.ts';
import {
  APPLY_MODAL_CLOSE_DELAY_MS,
  APPLY_MODAL_HASH,
  APPLY_MODAL_OPEN_DELAY_MS,
  OPEN_APPLY_MODAL_EVENT,
  applyStatus,
} from '../lib/apply-modal.ts';
import { nextWindowChange, windowPhase } from '../lib/window-phase.ts';
import type { ApplicationWindowResponse } from '../shared/organiser-schemas.ts';

/**
 * The apply modal (ApplyModal.astro) and its 'Apply Now' buttons (ApplyButton.astro). The buttons show
 * only to a stored user who can apply, while the application window is open (outside it, that user reads
 * why in the button's place and in the modal); the modal opens 100 ms after it is asked and is gone 600 ms after
 * it is closed, fading meanwhile. See src/lib/apply-modal.ts for opening it from other parts of the site.
 */
const dialog = document.querySelector<HTMLDialogElement>('[data-apply-modal]');

if (dialog) {
  let openTimer: ReturnType<typeof setTimeout> | undefined;
  let closeTimer: ReturnType<typeof setTimeout> | undefined;

  const open = () => {
    clearTimeout(closeTimer);
    clearTimeout(openTimer);
    openTimer = setTimeout(() => {
      if (!dialog.open) dialog.showModal();
      // A frame after showModal, so the fade-in starts from the hidden state.
      requestAnimationFrame(() => dialog.classList.add('is-shown'));
    }, APPLY_MODAL_OPEN_DELAY_MS);
  };

  const close = () => {
    clearTimeout(openTimer);
    if (!dialog.open) return;
    dialog.classList.remove('is-shown');
    clearTimeout(closeTimer);
    closeTimer = setTimeout(() => dialog.close(), APPLY_MODAL_CLOSE_DELAY_MS);
  };

  // Outside the application window nobody is offered the button but told why; asked only of visitors who
  // could apply, and judged again at the moment the window opens or closes.
  let appWindow: ApplicationWindowResponse | null = null;
  let skewMs = 0;
  let windowAsked = false;
  let changeTimer: ReturnType<typeof setTimeout> | undefined;
  const askWindow = () => {
    windowAsked = true;
    fetch('/api/application-window', { headers: { Accept: 'application/json' } })
      .then((res) => (res.ok ? (res.json() as Promise<ApplicationWindowResponse>) : null))
      .then((w) => {
        appWindow = w;
        skewMs = w ? Date.parse(w.now) - Date.now() : 0;
        render();
      })
      .catch(() => undefined);
  };

  const render = () => {
    const serverNow = Date.now() + skewMs;
    const phase = windowPhase(appWindow, serverNow);
    const status = applyStatus($user.get());
    if (status === 'can-apply' && !windowAsked) askWindow();
    const shut = status === 'can-apply' && !phase.open;
    for (const button of document.querySelectorAll<HTMLElement>('[data-apply-open]')) {
      button.hidden = status !== 'can-apply' || shut;
    }
    for (const note of document.querySelectorAll<HTMLElement>('[data-apply-closed], [data-apply-closed-message]')) {
      note.textContent = phase.open ? '' : phase.message;
    }
    for (const note of document.querySelectorAll<HTMLElement>('[data-apply-closed]')) note.hidden = !shut;
    for (const block of dialog.querySelectorAll<HTMLElement>('[data-apply-status]')) {
      block.hidden = block.dataset.applyStatus !== (shut ? 'closed' : status);
    }
    clearTimeout(changeTimer);
    const next = nextWindowChange(appWindow, serverNow);
    if (next !== undefined && next - serverNow < 2 ** 31 - 1) changeTimer = setTimeout(render, next - serverNow + 50);
  };

  document.addEventListener('click', (event) => {
    const target = event.target as Element;
    if (target.closest('[data-apply-open]')) open();
    // 'Start Application' navigates on its own; closing first leaves no open modal behind in the
    // back/forward cache.
    else if (target.closest('[data-apply-close], [data-apply-start]') || target === dialog) close();
  });
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    close();
  });
  window.addEventListener(OPEN_APPLY_MODAL_EVENT, (event) => {
    event.preventDefault();
    open();
  });
  const openFromHash = () => {
    if (window.location.hash === APPLY_MODAL_HASH) open();
  };
  window.addEventListener('hashchange', openFromHash);
  $user.subscribe(render);
  openFromHash();
}
