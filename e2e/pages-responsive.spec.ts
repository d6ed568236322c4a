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

const LAYOUTS = [
  { width: 320, direction: 'ltr', layoutMode: 'full' },
  { width: 320, direction: 'rtl', layoutMode: 'full' },
  { width: 1920, direction: 'ltr', layoutMode: 'boxed' },
  { width: 1920, direction: 'rtl', layoutMode: 'full' },
] as const;

test.describe('responsive layout', () => {
  for (const path of ROUTES) {
    test(`${path} never scrolls sideways at 320 and 1920 px, LTR and RTL, full and boxed`, async ({ browser }) => {
      for (const { width, direction, layoutMode } of LAYOUTS) {
        const context = await browser.newContext({ viewport: { width, height: 900 } });
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
        // The body clips sideways overflow as a safety net, which would hide exactly what this looks for.
        await page.addStyleTag({ content: 'body { overflow-x: visible !important; }' });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${path} at ${width} px, ${direction}, ${layoutMode}`).toBeLessThanOrEqual(0);
        await context.close();
      }
    });
  }
});
