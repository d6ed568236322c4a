import { type Locator, type Page, expect, test } from '@playwright/test';
import { freezeClock } from './support/clock.ts';

/** The countdown as a visitor reads it, e.g. '00 Days 00 Hours 00 Minutes 10 Seconds'. */
const reads = (days: string, hours: string, minutes: string, seconds: string) =>
  new RegExp(`${days}\\s*Days\\s*${hours}\\s*Hours\\s*${minutes}\\s*Minutes\\s*${seconds}\\s*Seconds`);

const expiryLogs = (page: Page) => {
  const logs: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'log' && message.text().startsWith('Countdown to')) logs.push(message.text());
  });
  return logs;
};

test.describe('countdowns', () => {
  test("the home countdown ticks to the event's start (23 Jan 2027, 09:00 in New York), then shows zeros and logs once", async ({
    page,
  }) => {
    const logs = expiryLogs(page);
    await freezeClock(page, new Date('2027-01-23T08:59:50-05:00'));
    await page.goto('/');
    const timer = page.getByRole('timer', { name: 'GET READY' });
    await expect(timer).toHaveText(reads('00', '00', '00', '10'));
    await expect(page.getByText('Countdown to 23 January 2027')).toBeVisible();

    await page.clock.runFor(1_000);
    await expect(timer).toHaveText(reads('00', '00', '00', '09'));

    await page.clock.runFor(9_000);
    await expect(timer).toHaveText(reads('00', '00', '00', '00'));
    await expect.poll(() => logs).toEqual(['Countdown to 2027-01-23T09:00:00-05:00 finished']);

    await page.clock.runFor(5_000);
    await expect(timer).toHaveText(reads('00', '00', '00', '00'));
    expect(logs).toHaveLength(1);
  });

  test('a countdown counts whole days, hours and minutes', async ({ page }) => {
    await freezeClock(page, new Date('2027-01-21T06:58:30-05:00'));
    await page.goto('/');
    await expect(page.getByRole('timer', { name: 'GET READY' })).toHaveText(reads('02', '02', '01', '30'));
  });

  test('a countdown loaded after its target shows zeros and logs once', async ({ page }) => {
    const logs = expiryLogs(page);
    await freezeClock(page, new Date('2027-02-15T12:00:00Z'));
    await page.goto('/');
    await expect(page.getByRole('timer', { name: 'GET READY' })).toHaveText(reads('00', '00', '00', '00'));
    await page.clock.runFor(3_000);
    await expect.poll(() => logs).toHaveLength(1);
  });

  // Every variant counts to the one start date (content/site.json event).
  for (const path of ['/home-3', '/home-4', '/home-5']) {
    const [iso, label] = ['2027-01-23T09:00:00-05:00', '23 January 2027'];
    test(`${path} counts down to the event's start`, async ({ page }) => {
      const dayBefore = new Date(Date.parse(iso) - 86_400_000 - 5_000);
      await freezeClock(page, dayBefore);
      await page.goto(path);
      const timer = page.getByRole('timer', { name: 'GET READY' });
      await expect(timer).toHaveText(reads('01', '00', '00', '05'));
      await expect(page.getByText(`Countdown to ${label}`)).toBeVisible();
      await page.clock.runFor(2_000);
      await expect(timer).toHaveText(reads('01', '00', '00', '03'));
    });
  }
});

test.describe('counters', () => {
  test('Our Attendees count up to 500+, 20+, 20+ and 100+ over 3 s once in view', async ({ page }) => {
    await freezeClock(page, new Date('2025-10-01T10:00:00+05:30'));
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Our Attendees' });
    const numbers = section.locator('[data-count-up]');
    // Before scrolling the HTML holds the final figures.
    await expect(numbers).toHaveText(['500+', '20+', '20+', '100+']);
    await expect(section.getByRole('listitem')).toContainText([
      'Live Audience',
      'Venture Capitalists',
      'Partner Organisations',
      'Founders & Leaders',
    ]);

    await section.scrollIntoViewIfNeeded();
    // Every counter has started (the clock stands still until runFor).
    await expect(numbers).toHaveText(['0+', '0+', '0+', '0+']);
    await page.clock.runFor(1_500);
    const halfway = Number((await numbers.first().textContent())?.replace('+', ''));
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(500);
    await page.clock.runFor(1_550);
    await expect(numbers).toHaveText(['500+', '20+', '20+', '100+']);
  });

  test('the Participants counters reach 190, 62, 54 and 38 over 5 s', async ({ page }) => {
    await freezeClock(page, new Date('2025-10-01T10:00:00+05:30'));
    await page.goto('/home-2');
    const section = page.getByRole('region', { name: 'Participants in numbers' });
    const numbers = section.locator('[data-count-up]');
    await expect(section.getByRole('listitem')).toContainText([
      'Participants',
      'Participants',
      'Participants',
      'Participants',
    ]);
    await section.scrollIntoViewIfNeeded();
    await expect(numbers).toHaveText(['0', '0', '0', '0']);
    await page.clock.runFor(3_000);
    expect(Number(await numbers.first().textContent())).toBeLessThan(190);
    await page.clock.runFor(2_050);
    await expect(numbers).toHaveText(['190', '62', '54', '38']);
  });

  test('visitors who ask for reduced motion see the final figures without counting', async ({ page }) => {
    await freezeClock(page, new Date('2025-10-01T10:00:00+05:30'));
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Our Attendees' });
    const numbers = section.locator('[data-count-up]');
    await section.scrollIntoViewIfNeeded();
    await countersSeen(numbers);
    // Every counter has been seen, so a counting one would have started; a tenth of a second in, it would still
    // be near 0. Read once, no retry: the figures stand at their end from the start.
    await page.clock.runFor(100);
    expect(await numbers.allTextContents()).toEqual(['500+', '20+', '20+', '100+']);
  });
});

/**
 * Resolves once every one of `counters` is in view as the page's own observer (count-up.ts, threshold 0.6) sees
 * it: an observer made later with the same threshold is told in the same rendering step, after the page's.
 */
function countersSeen(counters: Locator): Promise<void> {
  return counters.evaluateAll(
    (elements) =>
      new Promise<void>((resolve) => {
        const seen = new Set<Element>();
        const observer = new IntersectionObserver(
          (entries) => {
            for (const entry of entries) if (entry.isIntersecting) seen.add(entry.target);
            if (seen.size === elements.length) {
              observer.disconnect();
              resolve();
            }
          },
          { threshold: 0.6 },
        );
        elements.forEach((element) => observer.observe(element));
      }),
  );
}
