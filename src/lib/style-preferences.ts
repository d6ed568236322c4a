import { STORAGE_KEYS } from './storage-keys.ts';

export type LayoutMode = 'full' | 'boxed';
export type Direction = 'ltr' | 'rtl';

/** Applies the demo panel's choices to <html>; the head script does the same before first paint. */
function applyStylePreferences(layout: LayoutMode, direction: Direction): void {
  const root = document.documentElement;
  root.classList.toggle('boxed', layout === 'boxed');
  root.dir = direction;
}

export function readStylePreferences(): { layout: LayoutMode; direction: Direction } {
  return {
    layout: localStorage.getItem(STORAGE_KEYS.layout) === 'boxed' ? 'boxed' : 'full',
    direction: localStorage.getItem(STORAGE_KEYS.direction) === 'rtl' ? 'rtl' : 'ltr',
  };
}

export function saveStylePreferences(layout: LayoutMode, direction: Direction): void {
  localStorage.setItem(STORAGE_KEYS.layout, layout);
  localStorage.setItem(STORAGE_KEYS.direction, direction);
  applyStylePreferences(layout, direction);
}
