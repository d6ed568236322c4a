import { PDFArray, type PDFContext, PDFDict, PDFDocument, PDFName, type PDFObject, PDFRef, PDFStream } from 'pdf-lib';

/** What a PDF may say about who made it: the Info dictionary's keys and the XMP packet. */
const METADATA_MARKERS = ['/Info', '/Metadata', '/Author', '/Creator', '/Producer', '/Title', '/Subject', '/Keywords'];

/**
 * A deck as reviewers receive it: the document Info dictionary (Author, Creator, Producer, Title, Subject, Keywords,
 * dates) and every XMP metadata stream removed, the pages untouched. A PDF pdf-lib cannot read is passed on only when
 * its bytes name no metadata at all; otherwise undefined, and the caller refuses it rather than leak a name.
 */
export async function deckWithoutMetadata(
  bytes: Uint8Array<ArrayBuffer>,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  try {
    return await withoutMetadata(bytes);
  } catch {
    const text = Buffer.from(bytes).toString('latin1');
    return METADATA_MARKERS.some((marker) => text.includes(marker)) ? undefined : bytes;
  }
}

async function withoutMetadata(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: true });
  const { context } = doc;
  context.trailerInfo.Info = undefined;
  // XMP lives in a /Metadata stream, on the catalog and on any other dictionary (pages, images, fonts).
  for (const [, object] of context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFStream ? object.dict : object;
    if (dict instanceof PDFDict) dict.delete(PDFName.of('Metadata'));
  }
  // pdf-lib keeps every object it parsed: an incrementally saved file still holds the Info dictionaries and XMP
  // packets of its earlier revisions (and the object streams that carried them), unreferenced. Only what the
  // document still uses is written: everything reachable from the catalogue (and the encryption dictionary).
  const kept = reachable(context, [context.trailerInfo.Root, context.trailerInfo.Encrypt]);
  for (const [ref] of context.enumerateIndirectObjects()) if (!kept.has(ref.tag)) context.delete(ref);
  return (await doc.save({ useObjectStreams: false, updateFieldAppearances: false })) as Uint8Array<ArrayBuffer>;
}

/** The tags of every indirect object `roots` lead to, through dictionaries, arrays and streams. */
function reachable(context: PDFContext, roots: (PDFObject | undefined)[]): Set<string> {
  const seen = new Set<string>();
  const stack = roots.filter((root): root is PDFObject => root !== undefined);
  for (let object = stack.pop(); object !== undefined; object = stack.pop()) {
    if (object instanceof PDFRef) {
      if (seen.has(object.tag)) continue;
      seen.add(object.tag);
      const target = context.lookup(object);
      if (target) stack.push(target);
    } else if (object instanceof PDFDict) {
      stack.push(...object.values());
    } else if (object instanceof PDFArray) {
      stack.push(...object.asArray());
    } else if (object instanceof PDFStream) {
      stack.push(object.dict);
    }
  }
  return seen;
}
