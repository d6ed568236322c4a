/**
 * The application window's dates on public pages (the timeline, the apply modal) as the organisers set them: the build
 * wrote content/site.json's first window; this asks GET /api/application-window once and writes the organisers' days
 * in its place. When the API cannot answer, the build's dates stay.
 */
import { windowDay } from '../lib/event-dates.ts';
import type { ApplicationWindowResponse } from '../shared/organiser-schemas.ts';

const dates = document.querySelectorAll<HTMLTimeElement>('time[data-window-date]');
if (dates.length > 0) {
  fetch('/api/application-window', { headers: { Accept: 'application/json' } })
    .then((res) => (res.ok ? (res.json() as Promise<ApplicationWindowResponse>) : null))
    .then((window) => {
      if (!window) return;
      for (const date of dates) {
        const at = date.dataset.windowDate === 'opens' ? window.applicationsOpenAt : window.applicationsCloseAt;
        if (!Number.isFinite(Date.parse(at))) continue;
        date.dateTime = at;
        date.textContent = windowDay(at);
      }
    })
    .catch(() => undefined);
}
