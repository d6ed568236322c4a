import { describe, expect, it } from 'vitest';
import { eventJsonLd, jsonForScript, type EventFacts } from './event-json-ld.ts';

const facts: EventFacts = {
  name: 'Launchpad 8',
  description: 'Eight startups pitch live.',
  startDate: '2025-11-01T00:00:00+05:30',
  url: 'https://example.org/',
  images: ['https://example.org/banner.webp'],
  venueName: 'Hudson Grand Hotel, New York, USA',
  venueAddress: '450 Park Avenue, New York, NY 10022, USA',
  organiserName: 'Launchpad 8',
  organiserEmail: 'hello@example.org',
  offers: [{ name: 'Day Pass', price: 35.99, url: 'https://example.org/buy-ticket' }],
};

describe('eventJsonLd', () => {
  it('describes a scheduled in-person event with its place and ticket offers', () => {
    const data = eventJsonLd(facts);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Launchpad 8',
      startDate: '2025-11-01T00:00:00+05:30',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'Hudson Grand Hotel, New York, USA' },
    });
    expect(data.offers).toEqual([
      {
        '@type': 'Offer',
        name: 'Day Pass',
        price: '35.99',
        priceCurrency: 'USD',
        url: 'https://example.org/buy-ticket',
      },
    ]);
  });
});

describe('jsonForScript', () => {
  it('cannot close the script element it sits in', () => {
    const json = jsonForScript({ text: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)</script>' });
  });
});
