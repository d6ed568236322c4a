/** The scroll-up button appears once the page is scrolled more than this (docs/spec.md §9). */
const SCROLL_UP_AFTER_PX = 200;

const button = document.querySelector<HTMLButtonElement>('[data-scroll-up]');

if (button) {
  const update = () => {
    button.hidden = window.scrollY <= SCROLL_UP_AFTER_PX;
  };
  window.addEventListener('scroll', update, { passive: true });
  button.addEventListener('click', () => {
    window.scrollTo({ top: 0 });
    document.querySelector<HTMLElement>('#main')?.focus({ preventScroll: true });
  });
  update();
}
