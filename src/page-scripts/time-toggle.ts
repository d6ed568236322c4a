/**
 * The time toggle's work, loaded by time-toggle-loader.ts only when a visitor needs it: shows every session
 * time of the page (SessionTime) in the chosen zone, dated where its date differs from the day it is listed
 * under, and names the zone shown.
 */
import { $timeDisplay, type TimeDisplay } from '../stores/time-display.ts';
import { sessionTimes, zoneName } from '../lib/schedule/time.ts';

const toggles = document.querySelectorAll<HTMLElement>('[data-time-toggle]');

function show(display: TimeDisplay): void {
  for (const range of document.querySelectorAll<HTMLElement>('[data-session-time]')) {
    const [start, end] = range.querySelectorAll('time');
    const eventZone = range.dataset.zone!;
    const shown = sessionTimes(
      new Date(start!.dateTime),
      new Date(end!.dateTime),
      eventZone,
      display === 'event' ? eventZone : undefined,
    );
    start!.textContent = shown[0];
    end!.textContent = shown[1];
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

/** A click on the toggle: the button pressed, if any, becomes the visitor's choice. */
export function choose(event: Event): void {
  const button = (event.target as Element).closest<HTMLButtonElement>('[data-time-display]');
  if (button) $timeDisplay.set(button.dataset.timeDisplay === 'local' ? 'local' : 'event');
}

for (const toggle of toggles) toggle.addEventListener('click', choose);
// Shows the stored choice now, then every change: this tab's clicks and other tabs' choices alike.
$timeDisplay.subscribe(show);
