import { describe, expect, it } from 'vitest';
import { withOfflineLine } from './offline-copy.ts';

describe('the offline line', () => {
  const savedAt = new Date('2026-12-03T14:05:00Z');

  it('opens the body with when the copy was saved', () => {
    const html = withOfflineLine('<html><body class="x"><main>Schedule</main></body></html>', savedAt);
    expect(html).toMatch(
      /^<html><body class="x"><p class="offline-copy" role="status"[^>]*>Offline copy from <time datetime="2026-12-03T14:05:00.000Z">3 Dec, \d\d:\d\d<\/time><\/p><main>/,
    );
  });

  it('leaves room at the end of the page for the line', () => {
    const html = withOfflineLine('<html><body><footer>Last words</footer></body></html>', savedAt);
    expect(html).toMatch(
      /<footer>Last words<\/footer><div aria-hidden="true" style="block-size:2.5rem"><\/div><\/body>/,
    );
  });

  it('leaves a document without a body as it is', () => {
    expect(withOfflineLine('BEGIN:VCALENDAR', savedAt)).toBe('BEGIN:VCALENDAR');
  });
});
