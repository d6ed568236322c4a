import { expect, test } from '@playwright/test';
import { skipPreloader } from './support/session.ts';

/**
 * Every page holds from 320 px to 1920 px, left to right and right to left, full
 * width and boxed. The check a visitor notices first when it fails: the page scrolls sideways.
 */
const ROUTES = [
  '/',
  '/home-2',
  '/home-3',
  '/home-4',
  '/home-5',
  '/about-us',
  '/pricing',
  '/faqs',
  '/gallery',
  '/coming-soon',
  '/speakers',
  '/speakers-detail/1',
  '/sponsers',
  '/schedule',
  '/event-detail/2/1',
  '/blog-sidebar',
  '/blog-grid',
  '/blog-single/1',
  '/contact',
  '/buy-ticket',
  '/login',
  '/no-such-page',
];

/**
 * Each page is loaded twice, once per direction (each in the layout mode it is checked in at 1920 px), at 320 px,
 * then widened to 1920 px: a window resized after load must hold as one loaded at that width does, and two loads
 * where there were four keep the suite's time down. Boxed only changes a page wider than its box, so 320 px boxed
 * stands for 320 px full.
 */
const LOADS = [
  { direction: 'ltr', layoutMode: 'boxed' },
  { direction: 'rtl', layoutMode: 'full' },
] as const;
const WIDTHS = [320, 1920] as const;

test.describe('responsive layout', () => {
  for (const path of ROUTES) {
    test(`${path} never scrolls sideways at 320 and 1920 px, LTR and RTL, full and boxed`, async ({ browser }) => {
      for (const { direction, layoutMode } of LOADS) {
        const context = await browser.newContext({ viewport: { width: WIDTHS[0], height: 900 } });
        await context.addInitScript(
          ([dir, mode]) => {
            localStorage.setItem('direction', dir);
            localStorage.setItem('layoutMode', mode);
          },
          [direction, layoutMode] as const,
        );
        await skipPreloader(context);
        const page = await context.newPage();
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('dir', direction);
        await expect(page.locator('html')).toHaveClass(layoutMode === 'boxed' ? /\bboxed\b/ : /^(?!.*\bboxed\b)/);
        // The body clips sideways overflow as a safety net, which would hide exactly what this looks for.
        await page.addStyleTag({ content: 'body { overflow-x: visible !important; }' });
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          // Layout follows a resize at the next frame; scripts that listen for it (carousels) have run by the second.
          await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
          expect(overflow, `${path} at ${width} px, ${direction}, ${layoutMode}`).toBeLessThanOrEqual(0);
        }
        await context.close();
      }
    });
  }
});
