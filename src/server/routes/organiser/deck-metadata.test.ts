/** Decks as reviewers receive them: without the PDF's document metadata; organisers get the original bytes. */
import { PDFDocument, PDFName } from 'pdf-lib';
import { getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { deckForReviewers } from '../../decks/blind-deck.ts';
import { type TestApi, createTestApi, describeApi } from '../../test/harness.ts';
import { signInOrganiser, signInReviewer } from '../../test/organiser-fixtures.ts';
import { PDF } from '../../test/requests.ts';
import { DECK_ROUTES, received, submitDeck } from '../../test/reviewer-decks.ts';

const MARKERS = {
  title: 'Zqxtitle Krishi Deck',
  author: 'Zqxauthor Asha Mehta',
  subject: 'Zqxsubject seed round',
  keywords: 'zqxkeyword',
  creator: 'Zqxcreator Asha Laptop',
  producer: 'Zqxproducer Writer',
  xmp: 'Zqxxmp Asha Mehta',
};

/** A one-page PDF carrying every metadata field, and an XMP packet on its catalog. */
async function deckWithMetadata(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]).drawText('Krishi Sense', { x: 20, y: 100, size: 18 });
  doc.setTitle(MARKERS.title);
  doc.setAuthor(MARKERS.author);
  doc.setSubject(MARKERS.subject);
  doc.setKeywords([MARKERS.keywords]);
  doc.setCreator(MARKERS.creator);
  doc.setProducer(MARKERS.producer);
  const xmp = `<?xpacket begin=""?><x:xmpmeta xmlns:x="adobe:ns:meta/"><dc:creator>${MARKERS.xmp}</dc:creator></x:xmpmeta><?xpacket end="w"?>`;
  const stream = doc.context.stream(xmp, { Type: 'Metadata', Subtype: 'XML' });
  doc.catalog.set(PDFName.of('Metadata'), doc.context.register(stream));
  return doc.save({ useObjectStreams: false });
}

/** `pdf` with one revision appended, as an editor saves incrementally: a new Info dictionary of `info`'s entries. */
function withRevision(pdf: string, info: string): string {
  const previousXref = [...pdf.matchAll(/startxref\s+(\d+)\s+%%EOF/g)].at(-1)![1];
  const size = Math.max(...[...pdf.matchAll(/\/Size (\d+)/g)].map((m) => Number(m[1])));
  const root = /\/Root (\d+ \d+ R)/.exec(pdf)![1];
  const object = `${size} 0 obj\n<< ${info} >>\nendobj\n`;
  return (
    `${pdf}${object}xref\n${size} 1\n${String(pdf.length).padStart(10, '0')} 00000 n \n` +
    `trailer\n<< /Size ${size + 1} /Root ${root} /Info ${size} 0 R /Prev ${previousXref} >>\n` +
    `startxref\n${pdf.length + object.length}\n%%EOF\n`
  );
}

/**
 * A deck saved incrementally twice: the first revision's Info dictionary, naming 'Zqxold Author', stays in the file
 * unreferenced; the second one's names 'Zqxnew Author'.
 */
async function incrementallyUpdatedDeck(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]).drawText('Krishi Sense', { x: 20, y: 100, size: 18 });
  const saved = `${Buffer.from(await doc.save({ useObjectStreams: false })).toString('latin1')}\n`;
  const old = withRevision(saved, '/Author (Zqxold Author) /Title (Zqxold Title)');
  return new Uint8Array(Buffer.from(withRevision(old, '/Author (Zqxnew Author) /Creator (Zqxnew Laptop)'), 'latin1'));
}

/** The text of page 1 as a PDF reader renders it. */
async function firstPageText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  const content = await (await pdf.getPage(1)).getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).join('');
}

let api: TestApi;
let deck: Uint8Array;
/** The submitted application with `deck`, as submitDeck answers it. */
let submitted: Awaited<ReturnType<typeof submitDeck>>;

beforeAll(async () => {
  api = await createTestApi();
  deck = await deckWithMetadata();
});
afterAll(() => api?.close());
beforeEach(async () => {
  await api.reset();
  submitted = await submitDeck(api, deck);
});

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

describeApi('decks as reviewers receive them', () => {
  it.each(DECK_ROUTES)('have no Info dictionary or XMP packet, and keep their page (%s)', async (_way, route) => {
    const bytes = await received(api, submitted, await signInReviewer(api), route);
    const text = latin1(bytes);
    expect(text).not.toContain(MARKERS.xmp);
    expect(text).not.toMatch(/\/Info\b|\/Author\b|\/Title\b|\/Metadata\b/);
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect([
      doc.getTitle(),
      doc.getAuthor(),
      doc.getSubject(),
      doc.getKeywords(),
      doc.getCreator(),
      doc.getProducer(),
    ]).toEqual([undefined, undefined, undefined, undefined, undefined, undefined]);
    expect(doc.catalog.get(PDFName.of('Metadata'))).toBeUndefined();
    expect(doc.getPageCount()).toBe(1);
  });

  it.each(DECK_ROUTES)('reach organisers as uploaded, byte for byte (%s)', async (_way, route) => {
    const bytes = await received(api, submitted, await signInOrganiser(api), route);
    expect(Buffer.from(bytes).equals(Buffer.from(deck))).toBe(true);
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect([doc.getTitle(), doc.getAuthor(), doc.getCreator(), doc.getProducer()]).toEqual([
      MARKERS.title,
      MARKERS.author,
      MARKERS.creator,
      MARKERS.producer,
    ]);
    expect(latin1(bytes)).toContain(MARKERS.xmp);
  });

  it('that cannot be read are passed on only when they hold no object, so name no metadata', async () => {
    expect(await deckForReviewers(new Uint8Array(PDF))).toEqual(new Uint8Array(PDF));
    const broken = new Uint8Array(
      Buffer.from('%PDF-1.7\n1 0 obj << /Author (Asha Mehta) >> endobj\n%%EOF\n', 'latin1'),
    );
    expect(await deckForReviewers(broken)).toBeUndefined();
  });

  it.each(DECK_ROUTES)(
    'saved incrementally keep no earlier revision’s Info either, and still render their page (%s)',
    async (_way, route) => {
      const updated = await incrementallyUpdatedDeck();
      // The file really holds both revisions' names, and a reader takes the later one.
      expect(latin1(updated)).toContain('Zqxold Author');
      expect((await PDFDocument.load(updated, { updateMetadata: false })).getAuthor()).toBe('Zqxnew Author');
      await api.reset();
      const bytes = await received(api, await submitDeck(api, updated), await signInReviewer(api), route);
      expect(latin1(bytes)).not.toMatch(/Zqxold|Zqxnew/);
      expect(latin1(bytes)).not.toMatch(/\/Info\b|\/Author\b|\/Title\b/);
      expect((await PDFDocument.load(bytes, { updateMetadata: false })).getPageCount()).toBe(1);
      expect(await firstPageText(bytes)).toBe('Krishi Sense');
    },
  );
});
