import {
  readStylePreferences,
  saveStylePreferences,
  type Direction,
  type LayoutMode,
} from '../lib/style-preferences.ts';

const panel = document.querySelector<HTMLElement>('[data-style-panel]');

if (panel) {
  const toggle = panel.querySelector<HTMLButtonElement>('[data-style-panel-toggle]')!;
  const body = panel.querySelector<HTMLElement>('#style-panel-body')!;
  let { layout, direction } = readStylePreferences();

  const renderPressed = () => {
    for (const button of panel.querySelectorAll<HTMLButtonElement>('[data-style-layout]')) {
      button.setAttribute('aria-pressed', String(button.dataset.styleLayout === layout));
    }
    for (const button of panel.querySelectorAll<HTMLButtonElement>('[data-style-direction]')) {
      button.setAttribute('aria-pressed', String(button.dataset.styleDirection === direction));
    }
  };

  toggle.addEventListener('click', () => {
    body.hidden = !body.hidden;
    toggle.setAttribute('aria-expanded', String(!body.hidden));
  });
  panel.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button');
    if (!button) return;
    if (button.dataset.styleLayout) layout = button.dataset.styleLayout as LayoutMode;
    else if (button.dataset.styleDirection) direction = button.dataset.styleDirection as Direction;
    else return;
    saveStylePreferences(layout, direction);
    renderPressed();
  });
  renderPressed();
}
