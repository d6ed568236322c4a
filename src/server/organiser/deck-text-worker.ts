/**
 * Worker thread of deck-text.ts: reads the text of one PDF, page by page, within the caps it is given, and posts the
 * pages back. It runs apart from the API's event loop so that a hostile PDF which loops or swells in pdf.js can be
 * terminated (time) or stopped by the thread's own heap limit (memory) without touching a request.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { getDocumentProxy } from 'unpdf';

const { bytes, maxPages, maxChars } = workerData as { bytes: Uint8Array; maxPages: number; maxChars: number };

// No eval: pdf.js would otherwise compile font programs from the file into functions. No warnings on the server's log.
const pdf = await getDocumentProxy(bytes, { isEvalSupported: false, useSystemFonts: false, verbosity: 0 });
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
parentPort!.postMessage(pages);
