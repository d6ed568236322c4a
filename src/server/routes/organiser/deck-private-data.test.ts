/**
 * Decks as reviewers receive them keep only their pages' content: a deck hiding a marker in every other place that
 * could name its founders (annotations, outline, private data, embedded and associated files, JavaScript, form,
 * XMP, structure, layers, labels, threads) reaches a reviewer, by both file routes, with none of them, even inside a
 * compressed stream; organisers get the upload byte for byte. A deck that cannot be prepared reaches no reviewer.
 */
import { PDFDocument } from 'pdf-lib';
import { getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { deckForReviewers } from '../../organiser/blind-deck.ts';
import { DECK_MARKERS, DECK_PAGE_TEXT, deckWithMarkers, markersIn } from '../../test/deck-with-markers.ts';
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
