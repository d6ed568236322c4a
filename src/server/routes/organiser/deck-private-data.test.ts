/**
 * Decks as reviewers receive them keep only their pages' content: a deck hiding a marker in every other place that
 * could name its founders (annotations, outline, private data, embedded and associated files, JavaScript, form,
 * XMP, structure, layers, labels, threads) reaches a reviewer, by both file routes, with none of them, even inside a
 * compressed stream; organisers get the upload byte for byte. A deck that cannot be prepared reaches no reviewer.
 * A JPEG or PNG deck keeps only its pixels, which way up it goes and its colours: none of its EXIF (GPS included),
 * XMP, IPTC, comments, text chunks, profile text or private segments reaches a reviewer.
 */
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { deckForReviewers } from '../../decks/blind-deck.ts';
import { DECK_MARKERS, DECK_PAGE_TEXT, deckWithMarkers, markersIn } from '../../test/deck-with-markers.ts';
import {
  GPS_LATITUDE,
  IMAGE_ORIENTATION,
  IMAGE_SIZE,
  JPEG_MARKERS,
  PNG_MARKERS,
  exifTags,
  imageMarkersIn,
  jpegWithMarkers,
  pngWithMarkers,
} from '../../test/image-with-markers.ts';
import { type TestApi, createTestApi, describeApi } from '../../test/harness.ts';
import { signInOrganiser, signInReviewer } from '../../test/organiser-fixtures.ts';
import { DECK_ROUTES, received, submitDeck } from '../../test/reviewer-decks.ts';

/** The text of page 1 as a PDF reader renders it. */
async function firstPageText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  const content = await (await pdf.getPage(1)).getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).join('');
}

let api: TestApi;
let original: Uint8Array;

beforeAll(async () => {
  api = await createTestApi();
  original = await deckWithMarkers();
});
afterAll(() => api?.close());
beforeEach(() => api.reset());

describeApi('decks as reviewers receive them: their pages only', () => {
  it('hides every marker in the original, some only inside compressed streams, so the search below can fail', () => {
    expect(markersIn(original)).toEqual(Object.keys(DECK_MARKERS));
    const plain = Buffer.from(original).toString('latin1');
    expect(plain).toContain(DECK_MARKERS.embeddedFileContent);
    expect(plain).not.toContain(DECK_MARKERS.compressedEmbeddedFileContent);
    expect(plain).not.toContain(DECK_MARKERS.annotationAuthor);
  });

  it.each(DECK_ROUTES)(
    'reach a reviewer with none of the markers, the page still readable (%s)',
    async (_way, route) => {
      const deck = await submitDeck(api, original);
      const bytes = await received(api, deck, await signInReviewer(api), route);
      expect(markersIn(bytes)).toEqual([]);
      expect(await firstPageText(bytes)).toBe(DECK_PAGE_TEXT);
      const doc = await PDFDocument.load(bytes, { updateMetadata: false });
      expect(doc.getPageCount()).toBe(1);
      expect(doc.getForm().getFields()).toEqual([]);
      expect(doc.getPage(0).node.Annots()).toBeUndefined();
    },
  );

  it.each(DECK_ROUTES)('reach organisers as uploaded, byte for byte (%s)', async (_way, route) => {
    const deck = await submitDeck(api, original);
    const bytes = await received(api, deck, await signInOrganiser(api), route);
    expect(Buffer.from(bytes).equals(Buffer.from(original))).toBe(true);
  });

  it.each(DECK_ROUTES)('that cannot be prepared reach no reviewer, with why (%s)', async (_way, route) => {
    // pdf-lib finds no catalogue here, yet a reader might still show the annotation.
    const unreadable = Buffer.from(
      `%PDF-1.7\n1 0 obj << /Type /Annot /Subtype /Text /T (${DECK_MARKERS.annotationAuthor}) >> endobj\n%%EOF\n`,
      'latin1',
    );
    const deck = await submitDeck(api, unreadable);
    const refused = await route(api, deck, await signInReviewer(api));
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({
      message: 'This deck could not be prepared for blind review. Please ask an organiser.',
    });
    const organisers = await received(api, deck, await signInOrganiser(api), route);
    expect(Buffer.from(organisers).equals(unreadable)).toBe(true);
  });

  it('passes on a file pdf-lib cannot read only when it holds no PDF object at all', async () => {
    const empty = new Uint8Array(Buffer.from(`%PDF-1.7\n${' '.repeat(64)}\n%%EOF\n`, 'latin1'));
    expect(await deckForReviewers(empty)).toEqual(empty);
    const withObject = new Uint8Array(Buffer.from('%PDF-1.7\n4 0 obj << /Length 3 >> stream\nabc\nendstream endobj\n'));
    expect(await deckForReviewers(withObject)).toBeUndefined();
  });
});

/** The two kinds of image a deck may be, each hiding markers (image-with-markers.ts) and uploaded under its type. */
const IMAGES = [
  { kind: 'JPEG', markers: JPEG_MARKERS, make: jpegWithMarkers, upload: { name: 'deck.jpg', type: 'image/jpeg' } },
  { kind: 'PNG', markers: PNG_MARKERS, make: pngWithMarkers, upload: { name: 'deck.png', type: 'image/png' } },
] as const;
const EACH_IMAGE_AND_ROUTE = IMAGES.flatMap((image) =>
  DECK_ROUTES.map(([way, route]) => [image.kind, way, image, route] as const),
);

/** The picture's pixels as stored (`ignoreIcc`), or as shown (turned into sRGB through its colour profile). */
const pixels = (bytes: Uint8Array, as: 'stored' | 'shown') =>
  sharp(bytes, { ignoreIcc: as === 'stored' })
    .raw()
    .toBuffer();
const EXIF_ORIENTATION = 0x0112;

describeApi('image decks as reviewers receive them: their pixels only', () => {
  it.each(IMAGES)(
    'hide every marker in the $kind, some only compressed, and its colours depend on its profile, so the checks below can fail',
    async ({ markers, make }) => {
      const original = await make();
      expect(imageMarkersIn(original, markers)).toEqual(Object.keys(markers));
      const meta = await sharp(original).metadata();
      expect(meta).toMatchObject({ ...IMAGE_SIZE, orientation: IMAGE_ORIENTATION });
      expect((await pixels(original, 'shown')).equals(await pixels(original, 'stored'))).toBe(false);
      if (markers === PNG_MARKERS) {
        const plain = original.toString('latin1');
        for (const marker of [markers.compressedText, markers.compressedInternationalText, markers.iccDescription])
          expect(plain).not.toContain(marker);
      } else expect(original.includes(GPS_LATITUDE)).toBe(true);
    },
  );

  it.each(EACH_IMAGE_AND_ROUTE)(
    'a %s reaches a reviewer with none of the markers, the same pixels, the same way up, the same colours (%s)',
    async (_kind, _way, { markers, make, upload }, route) => {
      const original = await make();
      const bytes = await received(api, await submitDeck(api, original, upload), await signInReviewer(api), route);
      expect(imageMarkersIn(bytes, markers)).toEqual([]);
      expect(Buffer.from(bytes).includes(GPS_LATITUDE)).toBe(false);
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ format: (await sharp(original).metadata()).format, ...IMAGE_SIZE });
      expect(meta.orientation).toBe(IMAGE_ORIENTATION);
      expect({ xmp: meta.xmp, iptc: meta.iptc, comments: meta.comments }).toEqual({});
      expect(exifTags(meta.exif!)).toEqual([EXIF_ORIENTATION]);
      expect((await pixels(bytes, 'stored')).equals(await pixels(original, 'stored'))).toBe(true);
      expect((await pixels(bytes, 'shown')).equals(await pixels(original, 'shown'))).toBe(true);
    },
  );

  it.each(EACH_IMAGE_AND_ROUTE)(
    'a %s reaches organisers as uploaded, byte for byte (%s)',
    async (_k, _w, image, route) => {
      const original = await image.make();
      const deck = await submitDeck(api, original, image.upload);
      const bytes = await received(api, deck, await signInOrganiser(api), route);
      expect(Buffer.from(bytes).equals(original)).toBe(true);
    },
  );
});
