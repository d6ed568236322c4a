import { expect, test, type Page } from '@playwright/test';
import { waitForPreloader } from './support/session.ts';
import { freezeClock } from './support/clock.ts';

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.describe('home variants', () => {
  test('/home-2: contact top bar, three-card features, Schedule Plan, Day Pass cards and FAQ', async ({ page }) => {
    await page.goto('/home-2');
    await expect(page.getByRole('heading', { level: 1, name: 'Launchpad 8' })).toBeVisible();
    const banner = page.getByRole('banner');
    await expect(banner.getByText('09:00 am - 06:00 pm')).toBeVisible();
    await expect(banner.getByRole('link', { name: 'launchpad8@example.com' })).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Register Now' })).toHaveCount(0);

    const features = region(page, 'One Day, Three Reasons').getByRole('link');
    await expect(features.getByRole('heading')).toHaveText(['Experience', 'Networking', 'Party']);
    for (const link of await features.all()) await expect(link).toHaveAttribute('href', '/about-us');

    const tickets = region(page, 'Choose a Ticket');
    await expect(tickets.getByRole('heading', { level: 3 })).toHaveText(['Day Pass', 'Day Pass', 'Day Pass']);
    await expect(tickets.getByText(/^\$\s*\d/)).toHaveText([/35\.99/, /35\.99/, /35\.99/]);

    const faq = region(page, 'Frequently Asked Questions');
    const first = faq.getByRole('group').first();
    await expect(faq.getByRole('group')).toHaveCount(6);
    await expect(first).toHaveAttribute('open', '');
    await faq.getByText('Is the event online?').click();
    await expect(faq.getByText(/The Grand Finale, where the eight finalists pitch live/)).toBeVisible();
  });

  test('/home-2: the Schedule Plan opens its first day and switches days', async ({ page }) => {
    await page.goto('/home-2');
    const days = page.getByRole('tablist', { name: 'Schedule days' }).getByRole('tab');
    await expect(days).toHaveCount(3);
    await expect(days.first()).toHaveAttribute('aria-selected', 'true');
    await expect(days.first()).toContainText('Day 01');
    const panel = page.getByRole('tabpanel');
    await expect(panel).toHaveCount(1);
    await expect(
      panel.getByRole('link', { name: 'Opening Keynote: Why Ideas Need a Launchpad', exact: true }),
    ).toHaveAttribute('href', '/event-detail/2/1');
    // Day 01's four sessions, Fundraising Office Hours in Studio B beside the Pitch Clinic among them.
    await expect(panel.getByRole('link', { name: /^Read More/ })).toHaveCount(4);

    await days.nth(1).click();
    await expect(days.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(days.first()).toHaveAttribute('aria-selected', 'false');
    await expect(
      page.getByRole('tabpanel').getByRole('link', { name: 'Designing on a Startup Budget', exact: true }),
    ).toHaveAttribute('href', '/event-detail/3/1');
  });

  test('/home-3: countdown hero, Key Features, "COMING SOON...." speakers, timeline and app download', async ({
    page,
  }) => {
    await page.goto('/home-3');
    await expect(page.getByRole('heading', { level: 1, name: 'Launchpad 8' })).toBeVisible();
    await expect(page.getByRole('timer', { name: 'GET READY' })).toBeVisible();
    await expect(region(page, 'Key Features').getByRole('link')).toHaveCount(5);
    await expect(region(page, 'Our Speakers').getByText('COMING SOON....', { exact: true })).toBeVisible();
    await expect(region(page, 'Event Timeline').getByRole('heading', { level: 3 })).toHaveCount(5);
    await expect(region(page, 'The event in your pocket').getByRole('link', { name: /App Store/ })).toBeVisible();
    await expect(region(page, 'Your idea deserves a stage').getByRole('link', { name: 'BUY Ticket' })).toHaveAttribute(
      'href',
      '/buy-ticket',
    );
  });

  test('/home-4: contact top bar, countdown, ticket plans, Participants and the map', async ({ page }) => {
    await page.goto('/home-4');
    await expect(page.getByRole('banner').getByText('09:00 am - 06:00 pm')).toBeVisible();
    await expect(page.getByRole('timer', { name: 'GET READY' })).toBeVisible();
    await expect(region(page, 'Choose a Ticket').getByRole('heading', { level: 3 })).toHaveText([
      'Day Pass',
      'Full Pass',
      'Group Pass',
    ]);
    await expect(region(page, 'Participants in numbers').getByRole('listitem')).toHaveCount(4);
    const venue = region(page, 'How to find us');
    await expect(venue).toContainText('Hudson Grand Hotel, 450 Park Avenue, New York, NY 10022, USA');
    await expect(venue.getByRole('link', { name: 'Get Directions' })).toHaveAttribute('href', /google\.com\/maps/);
  });

  test('/home-5: light hero with countdown, gallery, Day Pass cards, news and newsletter', async ({ page }) => {
    await page.goto('/home-5');
    await waitForPreloader(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Launchpad 8' })).toBeVisible();
    await expect(page.getByRole('timer', { name: 'GET READY' })).toBeVisible();
    await expect(page.locator('#home-gallery').getByRole('link')).toHaveCount(6);
    await expect(region(page, 'Latest News').getByRole('article')).toHaveCount(3);

    const newsletter = region(page, 'Subscribe to Our Newsletter');
    await newsletter.getByLabel('Your e-mail address').fill('founder@example.com');
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Subscribed Successfully!' })).toBeVisible();
    await expect(newsletter.getByLabel('Your e-mail address')).toHaveValue('');
  });
});

test.describe('sponsor carousel', () => {
  /** Logos wholly inside the carousel's frame. */
  async function logosInView(page: Page): Promise<string[]> {
    const carousel = page.getByRole('region', { name: 'Partner logos' });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel.locator('.swiper-initialized')).toBeAttached();
    const frame = (await carousel.boundingBox())!;
    const names: string[] = [];
    for (const logo of await carousel.getByRole('img').all()) {
      const box = await logo.boundingBox();
      if (box && box.x >= frame.x - 1 && box.x + box.width <= frame.x + frame.width + 1) {
        names.push((await logo.getAttribute('alt')) ?? '');
      }
    }
    return names;
  }

  test('shows 5, 4, 3, 2 or 1 logos at a time as the window narrows past 1200, 1024, 768 and 600 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/home-3');
    for (const [width, count] of [
      [1280, 5],
      [1100, 4],
      [800, 3],
      [650, 2],
      [375, 1],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(async () => (await logosInView(page)).length, { message: `${width} px` }).toBe(count);
    }
  });

  test('steps by one logo every 5000 ms', async ({ page }) => {
    await freezeClock(page, new Date('2025-10-01T10:00:00+05:30'));
    await page.goto('/home-3');
    await page.clock.runFor(1_300);
    const before = await logosInView(page);
    expect(before).toHaveLength(5);
    await page.clock.runFor(4_800);
    expect(await logosInView(page)).toEqual(before);
    await page.clock.runFor(400);
    await expect.poll(async () => (await logosInView(page))[0]).toBe(before[1]);
  });
});
