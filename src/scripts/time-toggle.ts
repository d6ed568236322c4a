import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { clockTime, zoneName } from '../lib/schedule/time.ts';

type TimeDisplay = 'event' | 'local';

const toggles = document.querySelectorAll<HTMLElement>('[data-time-toggle]');

/** Rewrites every session time and the zone's name for `display`, and presses its button. */
function show(display: TimeDisplay): void {
  for (const time of document.querySelectorAll<HTMLTimeElement>('time[data-clock]')) {
    time.textContent = clockTime(new Date(time.dateTime), display === 'event' ? time.dataset.zone : undefined);
  }
  for (const toggle of toggles) {
    for (const button of toggle.querySelectorAll<HTMLButtonElement>('[data-time-display]')) {
      button.setAttribute('aria-pressed', String(button.dataset.timeDisplay === display));
    }
    const name = toggle.querySelector<HTMLElement>('[data-time-zone-name]')!;
    const zone = display === 'event' ? toggle.dataset.zone! : Intl.DateTimeFormat().resolvedOptions().timeZone;
    name.textContent = `Times in ${zoneName(new Date(name.dataset.at!), zone)} (${zone})`;
  }
}

const stored = (): TimeDisplay => (localStorage.getItem(STORAGE_KEYS.timeDisplay) === 'local' ? 'local' : 'event');

if (toggles.length > 0) {
  if (stored() === 'local') show('local');
  for (const toggle of toggles) {
    toggle.addEventListener('click', (event) => {
      const button = (event.target as Element).closest<HTMLButtonElement>('[data-time-display]');
      if (!button) return;
      const display = button.dataset.timeDisplay as TimeDisplay;
      localStorage.setItem(STORAGE_KEYS.timeDisplay, display);
      show(display);
    });
  }
}
