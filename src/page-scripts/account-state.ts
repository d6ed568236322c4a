import { $token, $user, logOut, rereadStoredSession } from '../stores/auth.ts';
import { AUTH_MESSAGES } from '../shared/messages/session.ts';
import { accountLabel, authView, displayName, isStaff } from '../lib/session-view.ts';
import { showToastAfterNavigation } from '../lib/toast.ts';
import { STORAGE_UPDATE_EVENT } from '../lib/storage-keys.ts';

/** Mirrors the stored session onto <html> so CSS shows Sign In or the account menu. */
function render(): void {
  const token = $token.get();
  const user = $user.get();
  const root = document.documentElement;
  root.dataset.auth = authView(token, user);
  root.toggleAttribute('data-has-name', Boolean(displayName(user)));
  root.toggleAttribute('data-staff', isStaff(user));
  root.toggleAttribute('data-applied', user?.isApplicationSubmitted === true);
  for (const label of document.querySelectorAll<HTMLElement>('[data-account-label]')) {
    label.textContent = accountLabel(user);
  }
}

function logout(): void {
  logOut();
  showToastAfterNavigation(AUTH_MESSAGES.loggedOut);
  window.location.assign('/');
}

/** Longer than a frame's focus takes to be handed back (a task after the window's blur), shorter than a glance. */
const FRAME_FOCUS_SETTLE_MS = 100;

function setUpAccountDropdown(): void {
  const toggle = document.querySelector<HTMLButtonElement>('[data-account-toggle]');
  const list = toggle && document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!toggle || !list) return;
  const setOpen = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    list.hidden = !open;
  };
  const menu = toggle.parentElement!;
  toggle.addEventListener('click', () => setOpen(Boolean(list.hidden)));
  document.addEventListener('click', (event) => {
    if (!menu.contains(event.target as Node)) setOpen(false);
  });
  // Tabbing (or clicking) out of the menu closes it: an open list no one is in only covers the page. Focus leaving
  // for no element of the page went into a frame: one the person clicked keeps it, but a frame that took it on its
  // own (a PDF viewer once its deck loads) has it handed back by the page (use-frame-focus-guard.ts) a moment later,
  // and the menu stays open for the person who opened it.
  const closeUnlessFocusWithin = () => {
    if (!menu.contains(document.activeElement)) setOpen(false);
  };
  menu.addEventListener('focusout', (event) => {
    const to = event.relatedTarget;
    if (to instanceof Node) {
      if (!menu.contains(to)) setOpen(false);
    } else setTimeout(closeUnlessFocusWithin, FRAME_FOCUS_SETTLE_MS);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !list.hidden) {
      setOpen(false);
      toggle.focus();
    }
  });
}

// Stores update across tabs through the storage event; the spec's storageUpdate event covers writes
// made in this tab by code that bypassed the stores.
$token.listen(render);
$user.listen(render);
window.addEventListener(STORAGE_UPDATE_EVENT, () => {
  rereadStoredSession();
  render();
});
for (const button of document.querySelectorAll('[data-logout]')) {
  button.addEventListener('click', logout);
}
setUpAccountDropdown();
render();
