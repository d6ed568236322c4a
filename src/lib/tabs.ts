/**
 * The tab a key press moves to in a tab list (WAI-ARIA tabs pattern): arrows step and wrap, Home and
 * End jump to the ends. Left and right swap in right-to-left pages, so the arrow points where focus
 * goes. Returns undefined for keys the tab list does not handle.
 */
export function tabIndexForKey(key: string, current: number, count: number, rtl = false): number | undefined {
  const next = (current + 1) % count;
  const previous = (current - 1 + count) % count;
  switch (key) {
    case 'ArrowRight':
      return rtl ? previous : next;
    case 'ArrowLeft':
      return rtl ? next : previous;
    case 'ArrowDown':
      return next;
    case 'ArrowUp':
      return previous;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
