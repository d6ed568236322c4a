/**
 * A JPEG and a PNG that hide a unique marker in every place beside their pixels that could name their founders
 * (EXIF with GPS, XMP, IPTC, comments, text chunks, colour profiles, private segments and chunks, bytes after the
 * end), and the search that finds a marker however it is written (plain, UTF-16, zlib-compressed). Built by hand
 * here, segment by segment and chunk by chunk, so the test depends on no program's idea of metadata. For the tests of
 * what reviewers receive (routes/organiser/deck-private-data.test.ts).
 */
import { crc32, deflateSync, inflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Where each marker hides in the JPEG. */
export const JPEG_MARKERS = {
  exifArtist: 'Zqexifartist',
  exifCopyright: 'Zqexifcopyright',
  exifDescription: 'Zqexifdescription',
  exifUserComment: 'Zqexifusercomment',
  gpsProcessingMethod: 'Zqgpsmethod',
  xmp: 'Zqxmpcreator',
  iptc: 'Zqiptcbyline',
  comment: 'Zqjpegcomment',
  appSegment: 'Zqappsegment',
  iccDescription: 'Zqiccdescription',
  iccCopyright: 'Zqicccopyright',
  iccPrivateTag: 'Zqiccprivate',
  afterEnd: 'Zqjpegafterend',
};

/** Where each marker hides in the PNG; the compressed ones only show once inflated. */
export const PNG_MARKERS = {
  text: 'Zqtextauthor',
  compressedText: 'Zqztxtcomment',
  internationalText: 'Zqitxtxmp',
  compressedInternationalText: 'Zqitxtcompressed',
  exifArtist: 'Zqpngexifartist',
  iccName: 'Zqpngiccname',
  iccDescription: 'Zqpngiccdescription',
  privateChunk: 'Zqprivatechunk',
  afterEnd: 'Zqpngafterend',
};

/** The picture: 64x32, its left half one colour and its right half another, stored as a phone stores a portrait. */
export const IMAGE_SIZE = { width: 64, height: 32 };
/** EXIF Orientation 6: turn a quarter clockwise to show (the left half ends on top). */
export const IMAGE_ORIENTATION = 6;
/** The GPS latitude the JPEG records (12° 58′ 73.31″), as its three rationals are stored. */
export const GPS_LATITUDE = Buffer.from([12, 1, 58, 1, 7331, 100].flatMap((n) => [...u32(n)]));

function u16(value: number): Buffer {
  const bytes = Buffer.alloc(2);
  bytes.writeUInt16BE(value, 0);
  return bytes;
}

function u32(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value, 0);
  return bytes;
}

const latin1 = (text: string) => Buffer.from(text, 'latin1');
const utf16be = (text: string) => Buffer.from(text, 'utf16le').swap16();

/** The picture's pixels: two colours a P3 profile shows differently from sRGB (so a lost profile would show). */
function pixels(): Buffer {
  const { width, height } = IMAGE_SIZE;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) raw.set(i % width < width / 2 ? [200, 80, 60] : [60, 90, 200], i * 3);
  return raw;
}

const picture = () => sharp(pixels(), { raw: { ...IMAGE_SIZE, channels: 3 } });

// EXIF: a big-endian TIFF structure, its first directory pointing to the EXIF and GPS directories.
const ASCII = 2;
const SHORT = 3;
const LONG = 4;
const RATIONAL = 5;
const UNDEFINED = 7;
const BYTE = 1;
type Entry = [tag: number, type: number, count: number, value: Buffer];
const ascii = (tag: number, text: string): Entry => [tag, ASCII, text.length + 1, latin1(`${text}\0`)];
/** A text in an UNDEFINED field (UserComment, GPSProcessingMethod): an 8-byte character code, then the text. */
const coded = (tag: number, text: string): Entry => [tag, UNDEFINED, 8 + text.length, latin1(`ASCII\0\0\0${text}`)];

/** One directory placed at `start` of the TIFF structure: its entries, then the values longer than four bytes. */
function directory(entries: Entry[], start: number): Buffer {
  const table = Buffer.alloc(2 + entries.length * 12 + 4);
  table.writeUInt16BE(entries.length, 0);
  const values: Buffer[] = [];
  let next = start + table.length;
  entries.forEach(([tag, type, count, value], i) => {
    const at = 2 + i * 12;
    table.writeUInt16BE(tag, at);
    table.writeUInt16BE(type, at + 2);
    table.writeUInt32BE(count, at + 4);
    if (value.length <= 4) value.copy(table, at + 8);
    else {
      table.writeUInt32BE(next, at + 8);
      const padded = value.length % 2 ? Buffer.concat([value, Buffer.alloc(1)]) : value;
      values.push(padded);
      next += padded.length;
    }
  });
  return Buffer.concat([table, ...values]);
}

/** EXIF as a TIFF structure: description, orientation, artist, copyright; a user comment; GPS with its method. */
function exifTiff(m: { artist: string; copyright?: string; description?: string; comment?: string; gps?: string }) {
  const exifEntries: Entry[] = m.comment ? [coded(0x9286, m.comment)] : [];
  const gpsEntries: Entry[] = m.gps
    ? [
        [0x0000, BYTE, 4, Buffer.from([2, 3, 0, 0])],
        ascii(0x0001, 'N'),
        [0x0002, RATIONAL, 3, GPS_LATITUDE],
        coded(0x001b, m.gps),
      ]
    : [];
  const first = (exifAt: number, gpsAt: number): Entry[] => [
    ...(m.description ? [ascii(0x010e, m.description)] : []),
    [0x0112, SHORT, 1, Buffer.concat([u16(IMAGE_ORIENTATION), u16(0)])],
    ascii(0x013b, m.artist),
    ...(m.copyright ? [ascii(0x8298, m.copyright)] : []),
    ...(exifEntries.length ? [[0x8769, LONG, 1, u32(exifAt)] as Entry] : []),
    ...(gpsEntries.length ? [[0x8825, LONG, 1, u32(gpsAt)] as Entry] : []),
  ];
  const exifAt = 8 + directory(first(0, 0), 8).length;
  const exif = directory(exifEntries, exifAt);
  const gpsAt = exifAt + exif.length;
  const header = Buffer.concat([latin1('MM'), u16(42), u32(8)]);
  return Buffer.concat([header, directory(first(exifAt, gpsAt), 8), exif, directory(gpsEntries, gpsAt)]);
}

/** The tags of the first directory of EXIF (a TIFF structure, after `Exif\0\0` in a JPEG), to see what it holds. */
export function exifTags(exif: Buffer): number[] {
  const tiff = exif.toString('latin1', 0, 6) === 'Exif\0\0' ? exif.subarray(6) : exif;
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const read16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const first = little ? tiff.readUInt32LE(4) : tiff.readUInt32BE(4);
  return Array.from({ length: read16(first) }, (_, i) => read16(first + 2 + i * 12));
}

// ICC: the P3 profile libvips carries, with its description and copyright replaced and more text tags added.
const mluc = (text: string) =>
  Buffer.concat([
    latin1('mluc'),
    u32(0),
    u32(1),
    u32(12),
    latin1('enUS'),
    u32(text.length * 2),
    u32(28),
    utf16be(text),
  ]);

/** A copy of `profile` whose tags `replaced` adds or replaces. */
function withTags(profile: Buffer, replaced: Record<string, Buffer>): Buffer {
  const tags = new Map<string, Buffer>();
  for (let i = 0; i < profile.readUInt32BE(128); i++) {
    const at = 132 + i * 12;
    const [offset, size] = [profile.readUInt32BE(at + 4), profile.readUInt32BE(at + 8)];
    tags.set(profile.toString('latin1', at, at + 4), profile.subarray(offset, offset + size));
  }
  for (const [signature, data] of Object.entries(replaced)) tags.set(signature, data);
  const table = Buffer.concat([u32(tags.size), Buffer.alloc(tags.size * 12)]);
  const parts = [Buffer.from(profile.subarray(0, 128)), table];
  let offset = 128 + table.length;
  [...tags].forEach(([signature, data], i) => {
    table.write(signature, 4 + i * 12, 'latin1');
    table.writeUInt32BE(offset, 8 + i * 12);
    table.writeUInt32BE(data.length, 12 + i * 12);
    const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
    parts.push(padded);
    offset += padded.length;
  });
  const built = Buffer.concat(parts);
  built.writeUInt32BE(built.length, 0);
  // The profile's id (an MD5 of the rest) no longer matches: zero means none was computed.
  built.fill(0, 84, 100);
  return built;
}

async function markedProfile(description: string, copyright?: string, privateTag?: string): Promise<Buffer> {
  const tagged = await picture().withIccProfile('p3').png().toBuffer();
  const { icc } = await sharp(tagged).metadata();
  return withTags(icc!, {
    desc: mluc(description),
    ...(copyright ? { cprt: mluc(copyright) } : {}),
    ...(privateTag ? { zqpr: Buffer.concat([latin1('text'), u32(0), latin1(`${privateTag}\0`)]) } : {}),
  });
}

/** A JPEG segment: marker, length, body. */
const segment = (marker: number, body: Buffer) =>
  Buffer.concat([Buffer.from([0xff, marker]), u16(body.length + 2), body]);

/** IPTC's By-line (2:80) in Photoshop's APP13 resource block. */
function iptc(byline: string): Buffer {
  const dataset = Buffer.concat([Buffer.from([0x1c, 2, 80]), u16(byline.length), latin1(byline)]);
  const padded = dataset.length % 2 ? Buffer.concat([dataset, Buffer.alloc(1)]) : dataset;
  return Buffer.concat([latin1('Photoshop 3.0\0'), latin1('8BIM'), u16(0x0404), u16(0), u32(dataset.length), padded]);
}

const xmpPacket = (creator: string) =>
  `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator><rdf:Seq><rdf:li>${creator}</rdf:li></rdf:Seq></dc:creator></rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;

/**
 * The JPEG: the picture, its colours P3 (so its pixels show differently without the profile), then every marker of
 * JPEG_MARKERS in its own segment after SOI, and one after EOI.
 */
export async function jpegWithMarkers(): Promise<Buffer> {
  const m = JPEG_MARKERS;
  const plain = await picture().jpeg({ quality: 95 }).toBuffer();
  const segments = [
    segment(
      0xe1,
      Buffer.concat([
        latin1('Exif\0\0'),
        exifTiff({
          artist: m.exifArtist,
          copyright: m.exifCopyright,
          description: m.exifDescription,
          comment: m.exifUserComment,
          gps: m.gpsProcessingMethod,
        }),
      ]),
    ),
    segment(0xe1, latin1(`http://ns.adobe.com/xap/1.0/\0${xmpPacket(m.xmp)}`)),
    segment(
      0xe2,
      Buffer.concat([
        latin1('ICC_PROFILE\0'),
        Buffer.from([1, 1]),
        await markedProfile(m.iccDescription, m.iccCopyright, m.iccPrivateTag),
      ]),
    ),
    segment(0xed, iptc(m.iptc)),
    segment(0xef, latin1(`Zqtool\0${m.appSegment}`)),
    segment(0xfe, latin1(m.comment)),
  ];
  return Buffer.concat([plain.subarray(0, 2), ...segments, plain.subarray(2), latin1(m.afterEnd)]);
}

/** A PNG chunk: length, type, data, CRC. */
function chunk(type: string, data: Buffer): Buffer {
  const typeBytes = latin1(type);
  return Buffer.concat([u32(data.length), typeBytes, data, u32(crc32(data, crc32(typeBytes)))]);
}

/**
 * The PNG: the picture, its colours P3, with every marker of PNG_MARKERS in its own chunk (text, compressed
 * text, international text plain and compressed, EXIF, the profile's name and its description inside the compressed
 * profile, a private chunk) and one after IEND.
 */
export async function pngWithMarkers(): Promise<Buffer> {
  const m = PNG_MARKERS;
  const plain = await picture().png().toBuffer();
  const header = plain.subarray(0, 8 + 25);
  const chunks = [
    chunk('iCCP', Buffer.concat([latin1(`${m.iccName}\0\0`), deflateSync(await markedProfile(m.iccDescription))])),
    chunk('eXIf', exifTiff({ artist: m.exifArtist })),
    chunk('tEXt', latin1(`Author\0${m.text}`)),
    chunk('zTXt', Buffer.concat([latin1('Comment\0\0'), deflateSync(latin1(m.compressedText))])),
    chunk('iTXt', Buffer.concat([latin1('XML:com.adobe.xmp\0\0\0\0\0'), Buffer.from(xmpPacket(m.internationalText))])),
    chunk(
      'iTXt',
      Buffer.concat([latin1('Description\0\x01\0en\0\0'), deflateSync(Buffer.from(m.compressedInternationalText))]),
    ),
    chunk('zqPr', latin1(m.privateChunk)),
  ];
  return Buffer.concat([header, ...chunks, plain.subarray(8 + 25), latin1(m.afterEnd)]);
}

/** Every zlib stream in `bytes`, inflated: what a compressed chunk would hide from a byte search. */
function inflatedStreams(bytes: Buffer): string[] {
  const found: string[] = [];
  for (let at = bytes.indexOf(0x78); at !== -1 && at + 1 < bytes.length; at = bytes.indexOf(0x78, at + 1)) {
    if ((bytes[at]! * 256 + bytes[at + 1]!) % 31 !== 0) continue;
    try {
      found.push(inflateSync(bytes.subarray(at)).toString('latin1'));
    } catch {
      // Not a stream after all.
    }
  }
  return found;
}

/** The names of `markers` found anywhere in `bytes`: as Latin-1 or UTF-16 text, plain or inflated. */
export function imageMarkersIn(bytes: Uint8Array, markers: Record<string, string>): string[] {
  const raw = Buffer.from(bytes);
  const haystack = [raw.toString('latin1'), ...inflatedStreams(raw)].join('\n').toLowerCase();
  return Object.entries(markers)
    .filter(([, marker]) =>
      [latin1(marker), utf16be(marker), Buffer.from(marker, 'utf16le')].some((form) =>
        haystack.includes(form.toString('latin1').toLowerCase()),
      ),
    )
    .map(([where]) => where);
}
