/**
 * Worker thread of deck-text.ts: reads the text of each PDF it is sent, page by page within the caps it is given,
 * and answers the pages. It runs apart from the API's event loop so that a hostile PDF which loops or swells in
 * pdf.js can be terminated (time) or stopped by the thread's own heap limit (memory) without touching a request.
 */
import { parentPort } from 'node:worker_threads';
import { getDocumentProxy } from 'unpdf';

interface Job {
  bytes: Uint8Array;
  maxPages: number;
  maxChars: number;
}

async function pagesOf({ bytes, maxPages, maxChars }: Job): Promise<string[]> {
  // unpdf's build of pdf.js has no eval path (it never compiles a file's font programs into functions). No warnings
  // on the server's log.
  const pdf = await getDocumentProxy(bytes, { useSystemFonts: false, verbosity: 0 });
  const pages: string[] = [];
  let left = maxChars;
  for (let n = 1; n <= Math.min(pdf.numPages, maxPages) && left > 0; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    const text = content.items
      .map((item) => ('str' in item ? item.str : ''))
      .join(' ')
      .slice(0, left);
    pages.push(text);
    left -= text.length;
  }
  await pdf.cleanup();
  return pages;
}

// Loaded: the parent times each deck from here, not the thread's start-up.
parentPort!.postMessage({ ready: true });
// One deck at a time: the parent waits for each answer before it sends the next.
parentPort!.on('message', (job: Job) => {
  pagesOf(job).then(
    (pages) => parentPort!.postMessage({ pages }),
    () => parentPort!.postMessage({ pages: [] }),
  );
});
