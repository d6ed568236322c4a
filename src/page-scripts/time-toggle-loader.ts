/**
 * What a page with the time toggle loads at first: nothing more than this. The pages are written in the
 * event's time, so the toggle's work (time-toggle.ts, with the time formatting) is fetched only for a visitor
 * whose stored choice is their own time, or on the first click on the toggle, which it then handles.
 */
import { STORAGE_KEYS } from '../lib/storage-keys.ts';

const toggles = document.querySelectorAll<HTMLElement>('[data-time-toggle]');
const load = () => import('./time-toggle.ts');

if (localStorage.getItem(STORAGE_KEYS.timeDisplay) === 'local') void load();
for (const toggle of toggles) {
  toggle.addEventListener('click', (event) => void load().then(({ choose }) => choose(event)), { once: true });
}
