import type { Swiper } from 'swiper/types';

/**
 * Moves a carousel on by one slide `delay` ms after each slide settles, pausing while the pointer or
 * keyboard focus is inside it. This stands in for Swiper's Autoplay module, which also runs a
 * requestAnimationFrame loop on every frame (to report the time left to a progress bar these pages
 * do not have) and so keeps the main thread busy for as long as the page is open. `startPaused` when the pointer
 * or focus is already inside. Returns a stop function.
 */
export function autoAdvance(swiper: Swiper, root: HTMLElement, delay: number, startPaused = false): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let paused = startPaused;

  const schedule = () => {
    clearTimeout(timer);
    if (!paused) timer = setTimeout(() => swiper.slideNext(), delay);
  };
  const pause = () => {
    paused = true;
    clearTimeout(timer);
  };
  const resume = () => {
    paused = false;
    schedule();
  };
  const focusLeft = (event: FocusEvent) => {
    if (!root.contains(event.relatedTarget as Node | null)) resume();
  };

  swiper.on('slideChangeTransitionEnd', schedule);
  root.addEventListener('pointerenter', pause);
  root.addEventListener('pointerleave', resume);
  root.addEventListener('focusin', pause);
  root.addEventListener('focusout', focusLeft);
  schedule();
  return () => {
    clearTimeout(timer);
    swiper.off('slideChangeTransitionEnd', schedule);
    root.removeEventListener('pointerenter', pause);
    root.removeEventListener('pointerleave', resume);
    root.removeEventListener('focusin', pause);
    root.removeEventListener('focusout', focusLeft);
  };
}
