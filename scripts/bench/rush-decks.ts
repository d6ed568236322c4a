/**
 * The decks of the deadline rush: each applicant's own, 1-5 MB, as a real deck is. Twelve slides of text naming the
 * startup (what the background reader extracts) and, as a real deck's pictures are, incompressible bytes: a stream
 * object of random bytes makes up the size. No two decks share a byte pattern, so the duplicate check finds none.
 */
import { randomBytes } from 'node:crypto';
import { PDFDocument, StandardFonts } from 'pdf-lib';

const MB = 1_000_000;
const SLIDES = 12;

/** A deck's size, 1-5 MB, evenly spread over the applicants by their place `index` of `count`. */
export const rushDeckSize = (index: number, count: number) =>
  Math.round(MB + (4 * MB * ((index * 7919) % count)) / count);

export async function rushDeck(startupName: string, size: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let slide = 1; slide <= SLIDES; slide++) {
    const page = doc.addPage([960, 540]);
    page.drawText(`${startupName}: slide ${slide} of ${SLIDES}`, { x: 40, y: 480, size: 28, font });
    page.drawText(`What ${startupName} does, for whom, and why now.`, { x: 40, y: 420, size: 18, font });
  }
  const text = await doc.save();
  // The pictures: written once, referred to by nothing, which every PDF reader skips as unused.
  doc.context.register(doc.context.stream(randomBytes(Math.max(0, size - text.byteLength))));
  return doc.save();
}
