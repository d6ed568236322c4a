import { tabIndexForKey } from '../lib/tabs.ts';

/**
 * Tab lists marked data-tabs (WAI-ARIA tabs pattern): a click or an arrow key selects a tab and shows
 * its panel; only the selected tab is in the Tab order. The first tab is selected in the HTML.
 */
function setUpTabList(list: HTMLElement): void {
  const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]')];

  const select = (index: number, focus: boolean) => {
    tabs.forEach((tab, i) => {
      const selected = i === index;
      tab.setAttribute('aria-selected', String(selected));
      tab.tabIndex = selected ? 0 : -1;
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      if (panel) panel.hidden = !selected;
    });
    if (focus) tabs[index]?.focus();
  };

  list.addEventListener('click', (event) => {
    const tab = (event.target as Element).closest<HTMLElement>('[role="tab"]');
    if (tab) select(tabs.indexOf(tab), false);
  });
  list.addEventListener('keydown', (event) => {
    const current = tabs.indexOf(event.target as HTMLElement);
    if (current === -1) return;
    const rtl = getComputedStyle(list).direction === 'rtl';
    const next = tabIndexForKey(event.key, current, tabs.length, rtl);
    if (next === undefined) return;
    event.preventDefault();
    select(next, true);
  });
}

document.querySelectorAll<HTMLElement>('[data-tabs]').forEach(setUpTabList);
