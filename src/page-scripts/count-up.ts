import { countUpValue } from '../lib/count-up.ts';

/**
 * Counters (CountUp.astro) hold their final value in the HTML; once scrolled into view they count up
 * to it from 0 over their data-duration. Visitors who ask for reduced motion keep the final value.
 */
function countUp(element: HTMLElement): void {
  const end = Number(element.dataset.countUp);
  const duration = Number(element.dataset.duration);
  const suffix = element.dataset.suffix ?? '';
  const started = performance.now();
  const frame = () => {
    const elapsed = performance.now() - started;
    element.textContent = `${countUpValue(end, elapsed, duration)}${suffix}`;
    if (elapsed < duration) requestAnimationFrame(frame);
  };
  frame();
}

const counters = document.querySelectorAll<HTMLElement>('[data-count-up]');
const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;

if (counters.length && !reduceMotion) {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        countUp(entry.target as HTMLElement);
      }
    },
    { threshold: 0.6 },
  );
  counters.forEach((counter) => observer.observe(counter));
}
