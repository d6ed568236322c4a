import { useEffect } from 'react';

/**
 * How long after a document loads in the frame its taking focus counts as the viewer's own doing. The page cannot
 * see a click inside the frame (pointer events there are the frame's), so time tells the two apart: the viewer
 * reaches for focus as it loads, a person clicks into the deck once it is there to read.
 */
const SELF_FOCUS_WINDOW_MS = 3000;

/**
 * Keeps keyboard focus where the reviewer put it when a frame takes it on its own: Chromium's PDF viewer focuses
 * itself once the deck has loaded, which would send the next key press (a score, a letter of the comment) into the
 * deck. Focus entering the frame is handed back only while a document is loading in it and just after (the frame
 * carries `data-focus-guard` meanwhile), and never when the person sent it: the pointer was over the frame, or the
 * last key pressed in the page was Tab (moving through the page by keyboard).
 */
export function useFrameFocusGuard(element: HTMLIFrameElement | null): void {
  useEffect(() => {
    let pointerOver = false;
    let lastKey = '';
    if (!element) return;
    let disarmTimer: ReturnType<typeof setTimeout> | undefined;
    const disarm = () => delete element.dataset.focusGuard;
    // Armed from the moment the frame appears; each document loaded in it (the deck, another file) re-arms it.
    element.dataset.focusGuard = 'armed';
    const loaded = () => {
      element.dataset.focusGuard = 'armed';
      clearTimeout(disarmTimer);
      disarmTimer = setTimeout(disarm, SELF_FOCUS_WINDOW_MS);
    };
    // The frame appears once the deck has arrived: whoever is already working in the page keeps their place.
    const active = document.activeElement;
    let lastFocused = active instanceof HTMLElement && active !== document.body ? active : null;

    const entered = () => (pointerOver = true);
    const left = () => (pointerOver = false);
    const keyDown = (event: KeyboardEvent) => (lastKey = event.key);
    const focusIn = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement && event.target !== element) lastFocused = event.target;
    };
    // Focus moving into a frame blurs this window; the frame is then the page's active element. The viewer goes on
    // taking focus after that event, so it is handed back once the event is over, the frame blurred first: focusing
    // an element the page already counts as focused would not move the browser's keyboard focus back.
    const windowBlurred = () => {
      if (!element.dataset.focusGuard || document.activeElement !== element || pointerOver || lastKey === 'Tab') return;
      const back = lastFocused;
      setTimeout(() => {
        element.blur();
        back?.focus({ preventScroll: true });
      }, 0);
    };

    element.addEventListener('load', loaded);
    element.addEventListener('pointerenter', entered);
    element.addEventListener('pointerleave', left);
    document.addEventListener('keydown', keyDown, true);
    document.addEventListener('focusin', focusIn);
    window.addEventListener('blur', windowBlurred);
    return () => {
      clearTimeout(disarmTimer);
      element.removeEventListener('load', loaded);
      element.removeEventListener('pointerenter', entered);
      element.removeEventListener('pointerleave', left);
      document.removeEventListener('keydown', keyDown, true);
      document.removeEventListener('focusin', focusIn);
      window.removeEventListener('blur', windowBlurred);
    };
  }, [element]);
}
