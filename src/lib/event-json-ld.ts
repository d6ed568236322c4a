/** schema.org Event markup for the home page, so search engines can show the event's date and place. */

export interface EventFacts {
  name: string;
  description: string;
  /** ISO date-time with offset. */
  startDate: string;
  /** Absolute address of the page describing the event. */
  url: string;
  /** Absolute addresses of pictures of the event. */
  images: string[];
  venueName: string;
  venueAddress: string;
  organiserName: string;
  organiserEmail: string;
  offers: { name: string; price: number; url: string }[];
}

export function eventJsonLd(facts: EventFacts): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: facts.name,
    description: facts.description,
    startDate: facts.startDate,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    url: facts.url,
    image: facts.images,
    location: { '@type': 'Place', name: facts.venueName, address: facts.venueAddress },
    organizer: { '@type': 'Organization', name: facts.organiserName, email: facts.organiserEmail, url: facts.url },
    offers: facts.offers.map((offer) => ({
      '@type': 'Offer',
      name: offer.name,
      price: offer.price.toFixed(2),
      priceCurrency: 'USD',
      url: offer.url,
      // No availability: sales are not open yet (/buy-ticket says so), and no schema.org value means that.
    })),
  };
}

/** JSON for a <script type="application/ld+json">; '<' is escaped so no text can close the script. */
export const jsonForScript = (value: unknown): string => JSON.stringify(value).replaceAll('<', '\\u003c');
