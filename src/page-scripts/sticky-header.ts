/** The spec fixes the header once the page is scrolled more than 5 px. */
const STICKY_AFTER_PX = 5;

const navbar = document.querySelector<HTMLElement>('[data-navbar]');

if (navbar) {
  let ticking = false;
  const update = () => {
    ticking = false;
    navbar.classList.toggle('is-fixed', window.scrollY > STICKY_AFTER_PX);
  };
  window.addEventListener(
    'scroll',
    () => {
      if (!ticking) {
        ticking = true;
        requestAnimationFrame(update);
      }
    },
    { passive: true },
  );
  update();
}
