/**
 * The line a page kept offline shows when the service worker answers from its copy: 'Offline copy from 3 Dec, 14:05',
 * written into the HTML itself, so it shows before (and without) any script.
 */

/** The response header the service worker stamps on the copies it keeps: when it fetched them, as an ISO date-time. */
export const SAVED_AT_HEADER = 'x-offline-saved-at';

const CLOCK = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/** The page with the offline line opening its body; a document without a body is returned as it is. */
export function withOfflineLine(html: string, savedAt: Date): string {
  // Fixed to the bottom, above everything: the header is fixed to the top and would cover a line placed first.
  const line =
    `<p class="offline-copy" role="status" style="position:fixed;inset:auto 0 0;z-index:2147483647;margin:0;` +
    `padding:.5rem 1rem;background:#fff3cd;color:#3d2e00;text-align:center;font:600 .9rem/1.4 system-ui,sans-serif">` +
    `Offline copy from <time datetime="${savedAt.toISOString()}">${CLOCK.format(savedAt)}</time></p>`;
  // Room at the end of the page, so the line never covers its last words.
  const room = '<div aria-hidden="true" style="block-size:2.5rem"></div>';
  return html.replace(/<body\b[^>]*>/i, (body) => body + line).replace(/<\/body>/i, (end) => room + end);
}
