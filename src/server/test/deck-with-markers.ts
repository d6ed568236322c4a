/**
 * A one-page deck that hides a unique marker in every place of a PDF outside its pages' content that could name its
 * founders, and the search that finds a marker in a PDF's bytes however it is written (plain, in a hex string, in a
 * Flate-compressed stream). For the tests of what reviewers receive (routes/organiser/deck-private-data.test.ts).
 */
import { inflateSync } from 'node:zlib';
import {
  PDFDocument,
  PDFName,
  type PDFObject,
  PDFString,
  drawObject,
  popGraphicsState,
  pushGraphicsState,
} from 'pdf-lib';

/** Where each marker hides. */
export const DECK_MARKERS = {
  annotationAuthor: 'Zqannotauthor',
  annotationContents: 'Zqannotcontents',
  annotationRichText: 'Zqannotrichtext',
  popup: 'Zqpopupnote',
  linkAddress: 'https://zqlinkaddress.example/team',
  bookmark: 'Zqbookmarktitle',
  pagePieceInfo: 'Zqpagepieceinfo',
  documentPieceInfo: 'Zqdocpieceinfo',
  embeddedFileName: 'zqembeddedname.txt',
  embeddedFileDescription: 'Zqembeddeddescription',
  embeddedFileContent: 'Zqembeddedplaincontent',
  compressedEmbeddedFileContent: 'Zqembeddedflatecontent',
  attachmentName: 'zqattachmentname.txt',
  attachmentContent: 'Zqattachmentcontent',
  associatedFileName: 'zqassociatedname.txt',
  javaScript: 'Zqnamedjavascript',
  openAction: 'Zqopenactionjs',
  pageAction: 'Zqpageactionjs',
  formFieldName: 'zqformfieldname',
  formFieldValue: 'Zqformfieldvalue',
  pageXmp: 'Zqpagexmp',
  imageXmp: 'Zqxobjectxmp',
  imagePieceInfo: 'Zqxobjectpieceinfo',
  pdfTexAuthor: 'Zqptexauthor',
  pdfTexFileName: 'zqptexfigure.pdf',
  structureAltText: 'Zqstructurealt',
  layerName: 'Zqlayername',
  layerConfigName: 'Zqlayerconfig',
  pageLabel: 'Zqpagelabel',
  articleThread: 'Zqarticlethread',
};

/** What the deck's one page says, and what reviewers must still read. */
export const DECK_PAGE_TEXT = 'Krishi Sense';

const xmp = (marker: string) =>
  `<?xpacket begin=""?><x:xmpmeta xmlns:x="adobe:ns:meta/"><dc:creator>${marker}</dc:creator></x:xmpmeta><?xpacket end="w"?>`;

/** The deck, saved with object streams (so most markers sit in Flate-compressed streams of the original too). */
export async function deckWithMarkers(): Promise<Uint8Array> {
  const m = DECK_MARKERS;
  const doc = await PDFDocument.create();
  const page = doc.addPage([400, 300]);
  page.drawText(DECK_PAGE_TEXT, { x: 20, y: 150, size: 24 });
  const { context, catalog } = doc;
  const text = (value: string) => PDFString.of(value);
  /** A dictionary registered as an indirect object (pdf-lib's literal type is not exported). */
  const add = (literal: NonNullable<Parameters<typeof context.stream>[1]>) => context.register(context.obj(literal));
  const set = (dict: { set(key: PDFName, value: PDFObject): void }, key: string, value: PDFObject) =>
    dict.set(PDFName.of(key), value);
  const script = (marker: string) => context.obj({ S: 'JavaScript', JS: text(`app.alert('${marker}')`) });
  const fileSpec = (name: string, content: string, compressed: boolean, description = '') =>
    add({
      Type: 'Filespec',
      F: text(name),
      UF: text(name),
      ...(description ? { Desc: text(description) } : {}),
      EF: {
        F: context.register(
          compressed
            ? context.flateStream(content, { Type: 'EmbeddedFile' })
            : context.stream(content, { Type: 'EmbeddedFile' }),
        ),
      },
    });

  // A comment with its author, text, rich text and popup; a link; a file attachment.
  const popup = context.nextRef();
  const comment = add({
    Type: 'Annot',
    Subtype: 'Text',
    Rect: [10, 10, 30, 30],
    T: text(m.annotationAuthor),
    Contents: text(m.annotationContents),
    RC: text(`<body><p>${m.annotationRichText}</p></body>`),
    Popup: popup,
  });
  context.assign(
    popup,
    context.obj({ Type: 'Annot', Subtype: 'Popup', Rect: [40, 10, 140, 80], Parent: comment, Contents: text(m.popup) }),
  );
  const link = add({
    Type: 'Annot',
    Subtype: 'Link',
    Rect: [10, 40, 90, 60],
    A: { S: 'URI', URI: text(m.linkAddress) },
  });
  const attachment = add({
    Type: 'Annot',
    Subtype: 'FileAttachment',
    Rect: [10, 70, 30, 90],
    FS: fileSpec(m.attachmentName, m.attachmentContent, true),
  });
  for (const annotation of [comment, popup, link, attachment]) page.node.addAnnot(annotation);

  // The outline, private data, embedded files, associated files, JavaScript, actions.
  const outlines = context.nextRef();
  const bookmark = add({ Title: text(m.bookmark), Parent: outlines, Dest: [page.ref, 'Fit'] });
  context.assign(outlines, context.obj({ Type: 'Outlines', First: bookmark, Last: bookmark, Count: 1 }));
  set(catalog, 'Outlines', outlines);
  set(page.node, 'PieceInfo', context.obj({ Zqapp: { Private: text(m.pagePieceInfo) } }));
  set(catalog, 'PieceInfo', context.obj({ Zqapp: { Private: text(m.documentPieceInfo) } }));
  set(
    catalog,
    'Names',
    context.obj({
      EmbeddedFiles: {
        Names: [
          text('a'),
          fileSpec(m.embeddedFileName, m.embeddedFileContent, false, m.embeddedFileDescription),
          text('b'),
          fileSpec('compressed.txt', m.compressedEmbeddedFileContent, true),
        ],
      },
      JavaScript: { Names: [text('init'), script(m.javaScript)] },
    }),
  );
  const associated = fileSpec(m.associatedFileName, 'associated', false);
  set(catalog, 'AF', context.obj([associated]));
  set(page.node, 'AF', context.obj([associated]));
  set(catalog, 'OpenAction', script(m.openAction));
  set(page.node, 'AA', context.obj({ O: script(m.pageAction) }));

  // A form field with its value (pdf-lib draws the value into the widget's appearance).
  const field = doc.getForm().createTextField(m.formFieldName);
  field.setText(m.formFieldValue);
  field.addToPage(page, { x: 200, y: 20, width: 180, height: 24 });

  // XMP on the page and on a drawn XObject, which carries private data and pdfTeX's copy of its source's Info too.
  set(page.node, 'Metadata', context.register(context.stream(xmp(m.pageXmp), { Type: 'Metadata', Subtype: 'XML' })));
  const xobject = context.register(
    context.stream('0 0 1 1 re f', {
      Type: 'XObject',
      Subtype: 'Form',
      BBox: [0, 0, 1, 1],
      Metadata: context.register(context.stream(xmp(m.imageXmp), { Type: 'Metadata', Subtype: 'XML' })),
      PieceInfo: { Zqapp: { Private: text(m.imagePieceInfo) } },
      'PTEX.FileName': text(m.pdfTexFileName),
      'PTEX.InfoDict': { Author: text(m.pdfTexAuthor) },
    }),
  );
  page.pushOperators(pushGraphicsState(), drawObject(page.node.newXObject('Zq', xobject)), popGraphicsState());

  // Structure (alternative text), a layer, page labels and an article thread.
  set(
    catalog,
    'StructTreeRoot',
    context.obj({ Type: 'StructTreeRoot', K: { Type: 'StructElem', S: 'Figure', Alt: text(m.structureAltText) } }),
  );
  const layer = add({ Type: 'OCG', Name: text(m.layerName) });
  set(catalog, 'OCProperties', context.obj({ OCGs: [layer], D: { Name: text(m.layerConfigName), ON: [layer] } }));
  set(catalog, 'PageLabels', context.obj({ Nums: [0, { P: text(m.pageLabel) }] }));
  set(catalog, 'Threads', context.obj([add({ Type: 'Thread', I: { Title: text(m.articleThread) } })]));

  return doc.save({ useObjectStreams: true });
}

/** Every stream of `pdf` inflated, where it inflates: what a Flate-compressed stream would hide from a byte search. */
function inflatedStreams(pdf: string): string[] {
  return [...pdf.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].flatMap(([, body]) => {
    try {
      return [inflateSync(Buffer.from(body!, 'latin1')).toString('latin1')];
    } catch {
      return [];
    }
  });
}

const hex = (bytes: Buffer) => bytes.toString('hex');

/** The names of the markers found anywhere in `bytes`: as text, as hex (one byte or UTF-16 a character), inflated. */
export function markersIn(bytes: Uint8Array): string[] {
  const raw = Buffer.from(bytes).toString('latin1');
  const haystack = [raw, ...inflatedStreams(raw)].join('\n').toLowerCase();
  return Object.entries(DECK_MARKERS)
    .filter(([, marker]) =>
      [marker, hex(Buffer.from(marker, 'latin1')), hex(Buffer.from(marker, 'utf16le').swap16())].some((form) =>
        haystack.includes(form.toLowerCase()),
      ),
    )
    .map(([where]) => where);
}
