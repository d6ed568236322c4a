const toggle = document.querySelector<HTMLButtonElement>('[data-mobile-menu-toggle]');
const menu = document.querySelector<HTMLElement>('[data-mobile-menu]');

if (toggle && menu) {
  const label = toggle.querySelector('svg');
  const setOpen = (open: boolean) => {
    menu.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    label?.setAttribute('aria-label', open ? 'Close menu' : 'Open menu');
    document.body.classList.toggle('mobile-menu-open', open);
  };
  toggle.addEventListener('click', () => setOpen(Boolean(menu.hidden)));
  menu.addEventListener('click', (event) => {
    if ((event.target as Element).closest('[data-mobile-menu-close]')) setOpen(false);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !menu.hidden) {
      setOpen(false);
      toggle.focus();
    }
  });
}
