import { expect, test } from '@playwright/test';
import { skipPreloader } from './support/session.ts';
import { expectNoAxeViolations } from './support/portal.ts';

// A visitor in London: in January the event's 09:00 in New York is 14:00 there.
test.use({ timezoneId: 'Europe/London' });

test.beforeEach(async ({ page }) => {
  await skipPreloader(page);
});

test.describe('the schedule in real time, with calendars', () => {
  test('the time toggle shows the visitor’s time, names the zone, and is remembered', async ({ page }) => {
    await page.goto('/event-detail/2/1');
    const toggle = page.getByRole('group', { name: 'Show times in' });
    const facts = page.locator('.event__facts');
    await expect(facts).toContainText('09:00 AM – 10:00 AM');
    await expect(toggle.getByRole('button', { name: 'Event time' })).toHaveAttribute('aria-pressed', 'true');
    await expect(toggle).toContainText('Times in Eastern Standard Time (America/New_York)');

    await toggle.getByRole('button', { name: 'Your time' }).click();
    await expect(facts).toContainText('02:00 PM – 03:00 PM');
    await expect(toggle).toContainText('Times in Greenwich Mean Time (Europe/London)');
    await expect(toggle.getByRole('button', { name: 'Your time' })).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/schedule');
    await expect(page.getByRole('tabpanel').locator('time').first()).toHaveText('02:00 PM');
    await page.getByRole('button', { name: 'Event time' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('tabpanel').locator('time').first()).toHaveText('09:00 AM');
  });

  test.describe('for a visitor far east of the venue, for whom the sessions fall on the day after', () => {
    test.use({ timezoneId: 'Pacific/Auckland' });

    test('"Your time" dates the times on session pages, schedule cards and /my-agenda', async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('agenda', JSON.stringify(['2-1'])));
      await page.goto('/event-detail/2/1');
      const facts = page.locator('.event__facts');
      await expect(facts).toContainText('Day 01 · 23 January 2027');
      await expect(facts).toContainText('09:00 AM – 10:00 AM');
      await page.getByRole('button', { name: 'Your time' }).click();
      await expect(facts).toContainText('24 January, 03:00 AM – 04:00 AM');
      await expect(page.getByRole('group', { name: 'Show times in' })).toContainText(
        'Times in New Zealand Daylight Time (Pacific/Auckland)',
      );

      await page.goto('/schedule');
      const card = page.getByRole('article', { name: 'Opening Keynote: Why Ideas Need a Launchpad' });
      await expect(card.locator('.session-card__clock')).toHaveText('24 January, 03:00 AM – 04:00 AM');

      await page.goto('/my-agenda');
      const item = page.getByRole('listitem').filter({ hasText: 'Opening Keynote' });
      await expect(item).toContainText('Day 01 · 23 January 2027 · 24 January, 03:00 AM – 04:00 AM · Main Hall');
      await page.getByRole('button', { name: 'Event time' }).click();
      await expect(item).toContainText('Day 01 · 23 January 2027 · 09:00 AM – 10:00 AM · Main Hall');
      await expect(page.getByRole('group', { name: 'Show times in' })).toContainText(
        'Times in Eastern Standard Time (America/New_York)',
      );
    });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the times are named with their zone, and the toggle that needs scripts is not shown', async ({ page }) => {
      await page.goto('/event-detail/2/1');
      await expect(page.getByText('Times in Eastern Standard Time (America/New_York)')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Your time' })).toBeHidden();
      await expect(page.locator('.event__facts')).toContainText('09:00 AM – 10:00 AM');
    });
  });

  test('a session page names the next session in its room and adds itself to a calendar', async ({ page, request }) => {
    await page.goto('/event-detail/2/1');
    const next = page.getByRole('region', { name: 'Next in Main Hall' });
    await expect(next.getByRole('link')).toHaveText('From Side Project to Startup');

    const add = page.getByRole('link', { name: 'Add to calendar' });
    await expect(add).toHaveAttribute('href', '/calendar/session-2-1.ics');
    const ics = await request.get('/calendar/session-2-1.ics');
    expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const text = (await ics.text()).replace(/\r\n[ \t]/g, '');
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain('\r\nUID:session-2-1@');
    expect(text).toContain('\r\nDTSTART:20270123T140000Z\r\n');
    expect(text).toContain('\r\nSUMMARY:Opening Keynote: Why Ideas Need a Launchpad\r\n');
    expect(text).toContain('\r\nLOCATION:Main Hall\\, ');
  });

  test('the schedule offers the whole event by webcal: and each day as a file', async ({ page, request }) => {
    await page.goto('/schedule');
    const subscribe = page.getByRole('link', { name: 'Subscribe to the schedule' });
    await expect(subscribe).toHaveAttribute('href', /^webcal:\/\/[^/]+\/calendar\/schedule\.ics$/);
    const whole = await (await request.get('/calendar/schedule.ics')).text();
    expect(whole.match(/BEGIN:VEVENT/g)).toHaveLength(10);
    const day = page.getByRole('link', { name: 'Add Day 01 to your calendar (.ics)' });
    const dayFile = await (await request.get((await day.getAttribute('href'))!)).text();
    expect(dayFile.match(/BEGIN:VEVENT/g)).toHaveLength(4);
  });

  for (const direction of ['ltr', 'rtl']) {
    for (const path of ['/schedule', '/event-detail/2/1']) {
      test(`${path} has no axe violations (${direction})`, async ({ page }) => {
        await page.addInitScript((dir) => localStorage.setItem('direction', dir), direction);
        await page.goto(path);
        await expectNoAxeViolations(page);
      });
    }
  }
});
