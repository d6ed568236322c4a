import { expect, test } from '@playwright/test';
import faqs from '../content/faqs.json' with { type: 'json' };
import { SESSIONS } from './support/pages-routes.ts';
import { skipPreloader } from './support/session.ts';

test.beforeEach(async ({ page }) => {
  await skipPreloader(page);
});

test('the schedule shows the five milestones, then day tabs whose sessions lead to their pages', async ({ page }) => {
  await page.goto('/schedule');
  const timeline = page.getByRole('list').filter({ has: page.getByRole('heading', { name: 'Registrations Open' }) });
  await expect(timeline.getByRole('heading', { level: 3 })).toHaveText([
    'Registrations Open',
    'Application Deadline',
    'Finalists Announced',
    'Pre-Event Mentorship Begins',
    'Grand Finale',
  ]);
  await expect(timeline.getByRole('listitem')).toContainText([
    '20 November 2026',
    '15 December 2026',
    '5 January 2027',
    '11 January 2027',
    '25 January 2027',
  ]);

  const tabs = page.getByRole('tablist', { name: 'Schedule days' });
  const day1 = tabs.getByRole('tab', { name: /Day 01/ });
  const day2 = tabs.getByRole('tab', { name: /Day 02/ });
  const day3 = tabs.getByRole('tab', { name: /Day 03/ });
  await expect(day1).toHaveAttribute('aria-selected', 'true');
  const dayTitles = (dayId: number) => SESSIONS.filter((s) => s.dayId === dayId).map((s) => s.title);
  const panel = page.getByRole('tabpanel');
  await expect(panel).toHaveCount(1);
  await expect(panel.getByRole('heading', { level: 3 })).toHaveText(dayTitles(2));

  await day2.click();
  await expect(day2).toHaveAttribute('aria-selected', 'true');
  await expect(day1).toHaveAttribute('aria-selected', 'false');
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveText(dayTitles(3));

  await page.keyboard.press('ArrowRight');
  await expect(day3).toBeFocused();
  await expect(day3).toHaveAttribute('aria-selected', 'true');
  const [first] = SESSIONS.filter((s) => s.dayId === 4);
  await page.getByRole('tabpanel').getByRole('link', { name: first!.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/event-detail/4/${first!.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first!.title);
});

test('the FAQ shows two columns of three with the first question open', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/faqs');
  const question = (index: number) => page.locator('details').filter({ hasText: faqs[index]!.title });
  const answer = (index: number) => page.getByText(faqs[index]!.text);

  await expect(answer(0)).toBeVisible();
  for (const index of [1, 2, 3, 4, 5]) await expect(answer(index)).toBeHidden();

  // Questions 1-3 form the first column, 4-6 the second.
  const box = async (index: number) => (await question(index).boundingBox())!;
  expect((await box(3)).x).toBeGreaterThan((await box(0)).x + 200);
  expect((await box(1)).x).toBe((await box(0)).x);
  expect((await box(4)).x).toBe((await box(3)).x);

  // Opening another question of the column closes the open one.
  await page.getByText(faqs[1]!.title).click();
  await expect(answer(1)).toBeVisible();
  await expect(answer(0)).toBeHidden();
  await page.getByText(faqs[4]!.title).click();
  await expect(answer(4)).toBeVisible();
  await expect(answer(1)).toBeVisible();
});

test('the coming-soon countdown ticks each second and stops at zero', async ({ page }) => {
  // One day and ten seconds before the target, the event's start (23 Jan 2027 09:00 in New York); time stands still
  // until moved.
  const start = new Date('2027-01-22T08:59:50-05:00');
  await page.clock.install({ time: new Date(start.getTime() - 1000) });
  await page.clock.pauseAt(start);
  const ended = page.waitForEvent(
    'console',
    (message) => message.text() === 'Countdown to 2027-01-23T09:00:00-05:00 finished',
  );
  await page.goto('/coming-soon');
  const timer = page.getByRole('timer', { name: 'Launchpad 8 is coming soon' });
  await expect(timer).toHaveText('01Days00Hours00Minutes10Seconds');
  await page.clock.runFor(3000);
  await expect(timer).toHaveText('01Days00Hours00Minutes07Seconds');
  await page.clock.fastForward('24:00:00');
  await expect(timer).toHaveText('00Days00Hours00Minutes07Seconds');
  await page.clock.runFor(7000);
  await expect(timer).toHaveText('00Days00Hours00Minutes00Seconds');
  await ended;
  await expect(page.getByText('Countdown to 23 January 2027')).toBeVisible();
});
