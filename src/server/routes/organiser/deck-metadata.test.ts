/** Decks as reviewers receive them: without the PDF's document metadata; organisers get the original bytes. */
import { PDFDocument, PDFName } from 'pdf-lib';
import { getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { deckWithoutMetadata } from '../../organiser/deck-metadata.ts';
import { type TestApi, createTestApi, describeApi } from '../../test/harness.ts';
import { getJson, signInOrganiser, signInReviewer } from '../../test/organiser-fixtures.ts';
import { PDF, VALID_PROFILE, applicationForm, fieldIds, get, postForm, postJson, signIn } from '../../test/requests.ts';

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
let url: string;
let submissionId: string;

beforeAll(async () => {
  api = await createTestApi();
  deck = await deckWithMetadata();
});
afterAll(() => api?.close());
/** Submits an application with `bytes` as its deck; sets `submissionId` and `url` (the deck on the files route). */
async function submitDeck(bytes: Uint8Array) {
  const { token } = await signIn(api, '9812345671');
  expect((await postJson(api, '/user-details', VALID_PROFILE, { token })).status).toBe(200);
  const form = applicationForm(await fieldIds(api, token), undefined, { pitchDeck: { bytes, name: 'deck.pdf' } });
  const res = await postForm(api, '/create-submission', form, { token });
  expect(res.status).toBe(201);
  const { submission } = (await res.json()) as { submission: { id: string } };
  submissionId = submission.id;
  const detail = await getJson(api, `/organiser/submissions/${submission.id}`, await signInOrganiser(api));
  url = `/organiser/submissions/${submission.id}/files/${detail.body.submission.files[0].id}`;
}

beforeEach(async () => {
  await api.reset();
  await submitDeck(deck);
});

const download = async (token: string) => {
  const res = await get(api, url, { token });
  expect(res.status).toBe(200);
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect(res.headers.get('Content-Length')).toBe(String(bytes.byteLength));
  return bytes;
};
const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

/** The deck by the signed address the application's page links to ("Open the deck in a new tab"). */
const downloadByLink = async (token: string) => {
  const detail = await getJson(api, `/organiser/submissions/${submissionId}`, token);
  const res = await api.app.request(detail.body.submission.files[0].url);
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
};

describeApi('decks as reviewers receive them', () => {
  it.each([
    ['from the files route', download],
    ['by the signed link', downloadByLink],
  ])('have no Info dictionary or XMP packet, and keep their page (%s)', async (_way, fetchDeck) => {
    const bytes = await fetchDeck(await signInReviewer(api));
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

  it.each([
    ['from the files route', download],
    ['by the signed link', downloadByLink],
  ])('reach organisers as uploaded, byte for byte (%s)', async (_way, fetchDeck) => {
    const bytes = await fetchDeck(await signInOrganiser(api));
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

  it('that cannot be read are passed on only when they name no metadata', async () => {
    expect(await deckWithoutMetadata(new Uint8Array(PDF))).toEqual(new Uint8Array(PDF));
    const broken = new Uint8Array(
      Buffer.from('%PDF-1.7\n1 0 obj << /Author (Asha Mehta) >> endobj\n%%EOF\n', 'latin1'),
    );
    expect(await deckWithoutMetadata(broken)).toBeUndefined();
  });

  it.each([
    ['from the files route', download],
    ['by the signed link', downloadByLink],
  ])(
    'saved incrementally keep no earlier revision’s Info either, and still render their page (%s)',
    async (_way, fetchDeck) => {
      const updated = await incrementallyUpdatedDeck();
      // The file really holds both revisions' names, and a reader takes the later one.
      expect(latin1(updated)).toContain('Zqxold Author');
      expect((await PDFDocument.load(updated, { updateMetadata: false })).getAuthor()).toBe('Zqxnew Author');
      await api.reset();
      await submitDeck(updated);
      const bytes = await fetchDeck(await signInReviewer(api));
      expect(latin1(bytes)).not.toMatch(/Zqxold|Zqxnew/);
      expect(latin1(bytes)).not.toMatch(/\/Info\b|\/Author\b|\/Title\b/);
      expect((await PDFDocument.load(bytes, { updateMetadata: false })).getPageCount()).toBe(1);
      expect(await firstPageText(bytes)).toBe('Krishi Sense');
    },
  );
});
