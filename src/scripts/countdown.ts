import { countdownParts, msToNextTick, pad2 } from '../lib/countdown.ts';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/** Ticks one countdown (components/countdown/Countdown.astro) once a second until its target, then shows zeros. */
function startCountdown(root: HTMLElement): void {
  const iso = root.dataset.countdown ?? '';
  const target = Date.parse(iso);
  if (Number.isNaN(target)) return;
  const cells = UNITS.map((unit) => root.querySelector<HTMLElement>(`[data-unit="${unit}"]`));

  const tick = () => {
    const now = Date.now();
    const parts = countdownParts(target, now);
    UNITS.forEach((unit, index) => {
      const cell = cells[index];
      const text = pad2(parts[unit]);
      if (cell && cell.textContent !== text) cell.textContent = text;
    });
    if (parts.done) {
      // The spec's countdowns do nothing on expiry but log it.
      console.log(`Countdown to ${iso} finished`);
      return;
    }
    setTimeout(tick, msToNextTick(target, now));
  };
  tick();
}

document.querySelectorAll<HTMLElement>('[data-countdown]').forEach(startCountdown);
