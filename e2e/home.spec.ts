import { expect, test, type Page } from '@playwright/test';
import { waitForPreloader } from './support/session.ts';
import { freezeClock } from './support/clock.ts';
import { islandHydrated, listensTo } from './support/islands.ts';

/** The banner slide on show: the others are hidden from assistive technology. */
const shownSlide = (page: Page) =>
  page.getByRole('region', { name: 'Event highlights' }).getByRole('group', { name: /of 2$/ });

test.describe('home page', () => {
  test('renders the spec sections in order, with the menu anchors', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Launchpad 8' })).toBeAttached();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'GET READY',
      'A Launchpad of Ideas',
      'Empowering Ideas, Enlightening Futures',
      'Key Features',
      'Our Speakers',
      'Our Attendees',
      'Event Timeline',
      'Choose a Ticket',
      'Event Information',
      'Our Clients & Partners',
      'Event Gallery',
      'Latest News',
      'What People Say',
      'Why Choose Launchpad 8',
      'Official Sponsors',
    ]);
    for (const anchor of ['about', 'Speakers', 'schedule', 'Sponsors', 'Contact']) {
      await expect(page.locator(`[id="${anchor}"]`)).toHaveCount(1);
    }
    await expect(page.locator('#about')).toContainText('A Launchpad of Ideas');
    await expect(page.locator('#Speakers')).toContainText('Our Speakers');
    await expect(page.locator('#schedule')).toContainText('Event Timeline');
    await expect(page.locator('#Sponsors')).toContainText('Official Sponsors');
  });

  test('shows the banner facts, the about bullets and the key features', async ({ page }) => {
    await page.goto('/');
    const slide = shownSlide(page);
    for (const text of ['Save the Date', 'Launchpad 8', 'Bright Ideas. Infinite Possibilities', '5000 Seats']) {
      await expect(slide.getByText(text, { exact: true })).toBeVisible();
    }
    for (const text of ['12 Speakers', 'Hudson Grand Hotel, New York', '23–25 January 2027']) {
      await expect(slide.getByRole('listitem').filter({ hasText: text })).toBeVisible();
    }

    const about = page.locator('#about');
    await expect(about.getByRole('listitem')).toHaveCount(3);
    await expect(about.getByRole('img')).toHaveCount(2);
    const promise = page.getByRole('region', { name: 'Empowering Ideas, Enlightening Futures' });
    await expect(promise.getByRole('listitem')).toHaveText([
      /A platform where ideas meet action/,
      /Learning from veterans/,
      /Pitching to funders and mentors/,
      /A launchpad for the next generation/,
    ]);

    const features = page.getByRole('region', { name: 'Key Features' }).getByRole('link');
    await expect(features).toHaveCount(5);
    for (const [index, title] of [
      'Pitch Arena',
      'Illuminate Talks',
      'Demo8 Zone',
      'Mentor Connect',
      'Networking Nexus',
    ].entries()) {
      await expect(features.nth(index).getByRole('heading')).toHaveText(title);
      await expect(features.nth(index)).toHaveAttribute('href', '/about-us');
    }
  });

  test('keeps the speakers hidden behind "Coming soon..." and lists the timeline', async ({ page }) => {
    await page.goto('/');
    const speakers = page.locator('#Speakers');
    await expect(speakers.getByText('Coming soon...', { exact: true })).toBeVisible();
    await expect(page.getByText('Aarav Mehta')).toHaveCount(0);

    const milestones = page.locator('#schedule').getByRole('listitem');
    await expect(milestones.getByRole('heading')).toHaveText([
      'Registrations Open',
      'Application Deadline',
      'Finalists Announced',
      'Pre-Event Mentorship Begins',
      'Grand Finale',
    ]);
    // The window's days as the server holds them (seeded from content/site.json), the others as content writes them.
    await expect(milestones).toContainText([
      '20 November 2026',
      '15 December 2026',
      '5 January 2027',
      '11 January 2027',
      '25 January 2027',
    ]);
    await expect(page.locator('#schedule').getByRole('tab')).toHaveCount(0);
  });

  test('offers the tickets, the clients, the gallery, the news and the sponsors block', async ({ page }) => {
    await page.goto('/');
    const tickets = page.getByRole('region', { name: 'Choose a Ticket' });
    await expect(tickets.getByRole('heading', { level: 3 })).toHaveText(['Day Pass', 'Full Pass', 'Group Pass']);
    await expect(tickets.getByText(/^\$\s*\d/)).toHaveText([/35\.99/, /99\.99/, /199\.99/]);
    const buy = tickets.getByRole('link', { name: 'BUY Ticket' });
    await expect(buy).toHaveCount(3);
    for (const link of await buy.all()) await expect(link).toHaveAttribute('href', '/buy-ticket');
    await expect(tickets.getByText('Not included:').first()).toBeAttached();

    await expect(page.getByRole('region', { name: 'Our Clients & Partners' }).getByRole('img')).toHaveCount(12);

    const photos = page.locator('#home-gallery').getByRole('link');
    await expect(photos).toHaveCount(6);
    for (const photo of await photos.all()) {
      await expect(photo).toHaveAttribute('data-pswp-width', /^\d+$/);
      await expect(photo).toHaveAttribute('data-pswp-height', /^\d+$/);
      await expect(photo.getByRole('img')).toHaveAttribute('width', '370');
      await expect(photo.getByRole('img')).toHaveAttribute('height', '370');
    }
    await expect(photos.first().getByRole('img')).toHaveAccessibleName(
      'A speaker on a lit stage presenting a glowing light-bulb slide',
    );

    const news = page.getByRole('region', { name: 'Latest News' }).getByRole('article');
    await expect(news.getByRole('heading')).toHaveText([
      'Launchpad 8: Applications Are Open',
      'What Happens After You Apply',
      'Meet the Mentors of Launchpad 8',
    ]);
    await expect(
      news.first().getByRole('link', { name: 'Launchpad 8: Applications Are Open', exact: true }),
    ).toHaveAttribute('href', '/blog-single/18');

    await expect(page.locator('#Sponsors').getByText('To be announced...', { exact: true })).toBeVisible();
  });

  test('testimonials show five stars, one quote at a time, moved only by the arrows', async ({ page }) => {
    await freezeClock(page, new Date('2025-10-01T10:00:00+05:30'));
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Testimonials' });
    await carousel.scrollIntoViewIfNeeded();
    const shown = carousel.getByRole('group');
    await expect(shown).toHaveCount(1);
    await expect(shown.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
    await expect(shown).toContainText('Sanya Lodha');

    await page.clock.runFor(12_000);
    await expect(shown).toContainText('Sanya Lodha');

    // A click once React has the island moves it, even while Swiper's own code is still on its way.
    await islandHydrated(carousel);
    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(shown).toContainText('Dev Chordia');
  });

  test('describes the event for search engines', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Launchpad 8/);
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Launchpad 8',
      startDate: '2027-01-23T09:00:00-05:00',
      location: { '@type': 'Place' },
    });
    expect(data.offers.map((offer: { price: string }) => offer.price)).toEqual(['35.99', '99.99', '199.99']);
  });
});

test.describe('home banner carousel', () => {
  test('the arrows move between the two slides and loop both ways', async ({ page }) => {
    await page.goto('/');
    await waitForPreloader(page);
    const banner = page.getByRole('region', { name: 'Event highlights' });
    const slide = shownSlide(page);
    await expect(slide).toHaveAccessibleName('1 of 2');
    await expect(slide).toContainText('5000 Seats');
    await expect(slide).toContainText('12 Speakers');

    const step = async (button: string, expected: string, seats: string) => {
      await banner.getByRole('button', { name: button }).click();
      await expect(slide).toHaveAccessibleName(expected);
      await expect(slide).toContainText(seats);
      // The fade takes 500 ms; the next click waits for it, as a visitor would.
      await expect(slide).toHaveCSS('opacity', '1');
    };
    await step('Next slide', '2 of 2', '4000 Seats');
    await expect(slide).toContainText('10 Speakers');
    await step('Next slide', '1 of 2', '5000 Seats');
    await step('Previous slide', '2 of 2', '4000 Seats');
  });

  test('autoplay fades to the next slide every 5000 ms and loops', async ({ page }) => {
    await freezeClock(page, new Date('2025-10-01T10:00:00+05:30'));
    await page.goto('/');
    const slide = shownSlide(page);
    await expect(slide).toHaveAccessibleName('1 of 2');
    // The first step is timed from the island's effect, which runs in real time after hydration (late on a busy
    // machine): the frozen clock moves only once the effect has set it up.
    await listensTo(page, 'section[aria-label="Event highlights"]', 'pointerenter');

    await page.clock.runFor(4_800);
    await expect(slide).toHaveAccessibleName('1 of 2');
    await page.clock.runFor(400);
    await expect(slide).toHaveAccessibleName('2 of 2');
    await expect(slide).toHaveCSS('opacity', '1');

    // The next step is timed from the end of the fade, which also runs in real time (its transitionend may come a
    // moment after the slide is opaque): most of the way at once, then on in small steps until it loops.
    await page.clock.runFor(4_500);
    await expect
      .poll(
        async () => {
          await page.clock.runFor(250);
          return slide.getAttribute('aria-label');
        },
        { intervals: [50], timeout: 20_000 },
      )
      .toBe('1 of 2');
  });
});

test.describe('home event info tabs', () => {
  test('Time is open first; clicks and arrow keys switch tabs', async ({ page }) => {
    await page.goto('/');
    const tabs = page.getByRole('tablist', { name: 'Event information' });
    await expect(tabs.getByRole('tab')).toHaveText(['Time', 'Venue', 'How to']);
    const time = tabs.getByRole('tab', { name: 'Time' });
    await expect(time).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Time' })).toContainText('9.00 AM - 04.00 PM');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);

    await tabs.getByRole('tab', { name: 'Venue' }).click();
    await expect(tabs.getByRole('tab', { name: 'Venue' })).toHaveAttribute('aria-selected', 'true');
    await expect(time).toHaveAttribute('aria-selected', 'false');
    await expect(page.getByRole('tabpanel', { name: 'Venue' })).toContainText('New York, NY 10022, USA');
    await expect(page.getByRole('tabpanel', { name: 'Time' })).toBeHidden();

    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'How to' })).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: 'How to' })).toBeVisible();
    await page.keyboard.press('Home');
    await expect(time).toHaveAttribute('aria-selected', 'true');
  });
});
