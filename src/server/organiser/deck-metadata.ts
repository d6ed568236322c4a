import { PDFDict, PDFDocument, PDFName, PDFRef, PDFStream } from 'pdf-lib';

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
  const info = context.trailerInfo.Info;
  if (info instanceof PDFRef) context.delete(info);
  context.trailerInfo.Info = undefined;
  // XMP lives in a /Metadata stream, on the catalog and on any other dictionary (pages, images, fonts).
  for (const [, object] of context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFStream ? object.dict : object;
    if (!(dict instanceof PDFDict)) continue;
    const metadata = dict.get(PDFName.of('Metadata'));
    if (metadata instanceof PDFRef) context.delete(metadata);
    dict.delete(PDFName.of('Metadata'));
  }
  return (await doc.save({ useObjectStreams: false, updateFieldAppearances: false })) as Uint8Array<ArrayBuffer>;
}
