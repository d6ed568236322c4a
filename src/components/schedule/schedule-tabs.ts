/**
 * ARIA tabs for every `[data-tabs]` block: a click or Enter/Space selects a tab and shows its panel;
 * arrow keys, Home and End move between tabs (mirrored in RTL, where the first tab is on the right).
 */
for (const block of document.querySelectorAll<HTMLElement>('[data-tabs]')) {
  const tabs = [...block.querySelectorAll<HTMLButtonElement>('[role="tab"]')];

  const select = (chosen: HTMLButtonElement) => {
    for (const tab of tabs) {
      const selected = tab === chosen;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      if (panel) panel.hidden = !selected;
    }
  };

  for (const tab of tabs) {
    tab.addEventListener('click', () => select(tab));
    tab.addEventListener('keydown', (event) => {
      const index = tabs.indexOf(tab);
      const forward = document.documentElement.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
      const back = forward === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight';
      const target = {
        [forward]: tabs[(index + 1) % tabs.length],
        [back]: tabs[(index - 1 + tabs.length) % tabs.length],
        Home: tabs[0],
        End: tabs[tabs.length - 1],
      }[event.key];
      if (!target) return;
      event.preventDefault();
      select(target);
      target.focus();
    });
  }
}
