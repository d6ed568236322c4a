/**
 * A JPEG as reviewers receive it: the segments that code the picture, copied byte for byte, and nothing else. Every
 * other segment goes, known or not: EXIF (author, copyright, description, comments, camera owner and serial, GPS, the
 * software, a thumbnail of an earlier crop), XMP, IPTC (Photoshop's APP13), comments (COM), JFIF and JFXX thumbnails,
 * maker notes and every program's own APPn segment, and whatever follows the end of the picture (a second image of a
 * Multi-Picture file, a phone's trailer). Three things are written anew from what they mean, never copied: which way
 * up it goes (an EXIF holding the Orientation alone), its colour profile (icc.ts) and, for a CMYK or RGB file, Adobe's
 * colour transform; plus a bare JFIF header where the original had one. The picture's pixels are those uploaded.
 */
import { iccForReviewers } from './icc.ts';
import { orientationOf, tiffWithOrientation } from './orientation.ts';

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const APP0 = 0xe0;
const APP1 = 0xe1;
const APP2 = 0xe2;
const APP14 = 0xee;
/** An APP2 segment carries at most this much of a profile, after its 14-byte header. */
const ICC_CHUNK = 65_519;

/**
 * The segments that code the picture: frame headers (SOF0-15), Huffman and arithmetic tables (DHT, DAC), quantisation
 * tables (DQT), the number of lines (DNL) and the restart interval (DRI). SOS and its scan are copied on their own.
 */
const codesThePicture = (marker: number) =>
  (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc8) || marker === 0xdb || marker === 0xdc || marker === 0xdd;

const startsWith = (body: Buffer, prefix: string) => body.toString('latin1', 0, prefix.length) === prefix;

/** One segment: its marker, then its length (which counts itself) and `body`. */
function segment(marker: number, body: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(body.length + 2, 2);
  return Buffer.concat([head, body]);
}

/** Where the entropy-coded data starting at `from` ends: at the first marker that is not a stuffed byte or a restart. */
function endOfScan(bytes: Buffer, from: number): number {
  for (let at = bytes.indexOf(0xff, from); at !== -1 && at + 1 < bytes.length; at = bytes.indexOf(0xff, at + 1)) {
    const next = bytes[at + 1]!;
    if (next !== 0x00 && (next < 0xd0 || next > 0xd7)) return at;
  }
  return bytes.length;
}

/** What the segments that go said about reading the picture, kept to be written anew. */
interface Reading {
  jfif: boolean;
  orientation?: number;
  iccChunks: { sequence: number; data: Buffer }[];
  adobeTransform?: number;
}

/** Notes what a segment that goes says about reading the picture. */
function read(reading: Reading, marker: number, body: Buffer): void {
  if (marker === APP0 && startsWith(body, 'JFIF\0')) reading.jfif = true;
  else if (marker === APP1 && startsWith(body, 'Exif\0') && reading.orientation === undefined)
    reading.orientation = orientationOf(body.subarray(6));
  else if (marker === APP2 && startsWith(body, 'ICC_PROFILE\0') && body.length > 14)
    reading.iccChunks.push({ sequence: body[12]!, data: body.subarray(14) });
  else if (marker === APP14 && startsWith(body, 'Adobe') && body.length >= 12) reading.adobeTransform = body[11];
}

/** The segments written anew after SOI, from what the original said about reading it. */
function headerSegments(reading: Reading): Buffer[] {
  const written: Buffer[] = [];
  // JFIF 1.01, no units, square pixels, no thumbnail.
  if (reading.jfif)
    written.push(segment(APP0, Buffer.from([...Buffer.from('JFIF\0', 'latin1'), 1, 1, 0, 0, 1, 0, 1, 0, 0])));
  if (reading.orientation)
    written.push(
      segment(APP1, Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiffWithOrientation(reading.orientation)])),
    );
  const chunks = reading.iccChunks.sort((a, b) => a.sequence - b.sequence);
  const profile = chunks.length > 0 ? iccForReviewers(Buffer.concat(chunks.map((c) => c.data))) : undefined;
  if (profile && profile.length <= ICC_CHUNK)
    written.push(segment(APP2, Buffer.concat([Buffer.from('ICC_PROFILE\0', 'latin1'), Buffer.from([1, 1]), profile])));
  // Adobe's segment, version 100, no flags: its transform says how the components are coded (none, YCbCr, YCCK).
  if (reading.adobeTransform !== undefined)
    written.push(
      segment(APP14, Buffer.from([...Buffer.from('Adobe', 'latin1'), 0, 100, 0, 0, 0, 0, reading.adobeTransform])),
    );
  return written;
}

/**
 * `bytes` (a JPEG: it starts with SOI) as reviewers receive it (see above). Never throws: a file cut short or with
 * stray bytes keeps the segments read up to there, which a viewer shows as it would the original.
 */
export function jpegForReviewers(bytes: Buffer): Buffer<ArrayBuffer> {
  const reading: Reading = { jfif: false, iccChunks: [] };
  const picture: Buffer[] = [];
  let at = 2;
  while (at + 1 < bytes.length) {
    // Stray bytes between segments hold nothing to keep (decoders skip them too).
    if (bytes[at] !== 0xff) {
      at = bytes.indexOf(0xff, at);
      if (at === -1) break;
      continue;
    }
    const marker = bytes[at + 1]!;
    // Fill bytes (0xFF 0xFF), and markers without a length outside a scan (TEM, RSTn, a stuffed zero).
    if (marker === 0xff || marker === 0x00 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at++;
      continue;
    }
    if (marker === EOI || at + 4 > bytes.length) break;
    const end = at + 2 + bytes.readUInt16BE(at + 2);
    if (end < at + 4 || end > bytes.length) break;
    if (marker === SOS) {
      const scanEnd = endOfScan(bytes, end);
      picture.push(bytes.subarray(at, scanEnd));
      at = scanEnd;
      continue;
    }
    if (codesThePicture(marker)) picture.push(bytes.subarray(at, end));
    else read(reading, marker, bytes.subarray(at + 4, end));
    at = end;
  }
  return Buffer.concat([Buffer.from([0xff, SOI]), ...headerSegments(reading), ...picture, Buffer.from([0xff, EOI])]);
}
