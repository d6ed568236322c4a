/**
 * A picture's colour profile as reviewers receive it: rebuilt from its colour alone. An ICC profile is mostly numbers
 * (white point, primaries, tone curves), but also text (its description, copyright, the device's maker and model,
 * a calibrated screen's own name, which may be its owner's) and any private tag a program adds. Dropping the
 * profile would shift a wide-gamut photo's colours (an iPhone's Display P3, Adobe RGB); so a matrix/TRC profile, the
 * kind every RGB photo and screenshot carries, is kept with only the tags that map its colours, each rewritten from
 * the bytes its type defines, under a neutral description. Any other profile (a printer's lookup tables) is dropped,
 * and the picture then reads as sRGB.
 */

const HEADER_SIZE = 128;
/** The kind of each tag kept: an XYZ value, a tone curve, or the chromatic adaptation matrix. */
const KEPT_TAGS: Readonly<Record<string, 'xyz' | 'curve' | 'matrix'>> = {
  wtpt: 'xyz',
  rXYZ: 'xyz',
  gXYZ: 'xyz',
  bXYZ: 'xyz',
  rTRC: 'curve',
  gTRC: 'curve',
  bTRC: 'curve',
  kTRC: 'curve',
  chad: 'matrix',
};
/** The tags without which a profile of each colour space does not map its colours. */
const NEEDED: Readonly<Record<string, readonly string[]>> = {
  'RGB ': ['rXYZ', 'gXYZ', 'bXYZ', 'rTRC', 'gTRC', 'bTRC'],
  GRAY: ['kTRC'],
};
/** Parameters of each parametric curve function type. */
const PARA_PARAMETERS = [1, 3, 4, 5, 7];
/** The description every reviewer's profile carries. */
const DESCRIPTION = 'Colour profile';
/** The illuminant of the profile connection space, which ICC fixes at D50 (s15Fixed16 X, Y, Z). */
const D50 = [0xf6d6, 0x10000, 0xd32d];

const text = (bytes: Buffer, at: number) => bytes.toString('latin1', at, at + 4);
/** A tag's data: its type, four reserved bytes (zero), its body. */
const typed = (type: string, body: Buffer) => Buffer.concat([Buffer.from(type, 'latin1'), Buffer.alloc(4), body]);

/** `profile` reduced to its colour (see above), or undefined when it is not a matrix/TRC profile it can rebuild. */
export function iccForReviewers(profile: Buffer): Buffer | undefined {
  if (profile.length < HEADER_SIZE + 4 || text(profile, 36) !== 'acsp' || text(profile, 20) !== 'XYZ ') return;
  const space = text(profile, 16);
  const needed = NEEDED[space];
  if (!needed) return;
  const count = profile.readUInt32BE(HEADER_SIZE);
  if (HEADER_SIZE + 4 + count * 12 > profile.length) return;
  const tags = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    const entry = HEADER_SIZE + 4 + i * 12;
    const [signature, offset, size] = [
      text(profile, entry),
      profile.readUInt32BE(entry + 4),
      profile.readUInt32BE(entry + 8),
    ];
    const kind = KEPT_TAGS[signature];
    const data =
      kind && offset + size <= profile.length ? rebuilt(kind, profile.subarray(offset, offset + size)) : undefined;
    if (data) tags.set(signature, data);
  }
  if (!needed.every((signature) => tags.has(signature))) return;
  const version = profile[8]!;
  tags.set('desc', version >= 4 ? multiLocalized(DESCRIPTION) : textDescription(DESCRIPTION));
  return assemble(header(space, version, profile[9]!, profile.readUInt32BE(64) & 3), tags);
}

/** One kept tag's data rewritten from the bytes its type defines (nothing a padded or oversized tag held beyond them). */
function rebuilt(kind: 'xyz' | 'curve' | 'matrix', data: Buffer): Buffer | undefined {
  if (data.length < 12) return;
  const type = text(data, 0);
  if (kind === 'xyz' && type === 'XYZ ' && data.length >= 20) return typed(type, data.subarray(8, 20));
  if (kind === 'matrix' && type === 'sf32' && data.length >= 44) return typed(type, data.subarray(8, 44));
  if (kind !== 'curve') return;
  if (type === 'curv') {
    const end = 12 + 2 * data.readUInt32BE(8);
    return end <= data.length ? typed(type, data.subarray(8, end)) : undefined;
  }
  const parameters = type === 'para' ? PARA_PARAMETERS[data.readUInt16BE(8)] : undefined;
  if (!parameters || 12 + 4 * parameters > data.length) return;
  const body = Buffer.alloc(4 + 4 * parameters);
  body.writeUInt16BE(data.readUInt16BE(8), 0);
  data.copy(body, 4, 12, 12 + 4 * parameters);
  return typed(type, body);
}

/** A profile header holding only what reading the colours needs; no creator, device, platform, date or id. */
function header(space: string, version: number, subversion: number, intent: number): Buffer {
  const head = Buffer.alloc(HEADER_SIZE);
  head[8] = version;
  head[9] = subversion;
  head.write('mntr', 12, 'latin1');
  head.write(space, 16, 'latin1');
  head.write('XYZ ', 20, 'latin1');
  head.write('acsp', 36, 'latin1');
  head.writeUInt32BE(intent, 64);
  D50.forEach((value, i) => head.writeInt32BE(value, 68 + i * 4));
  return head;
}

/** The profile: header, tag table, each tag's data on a four-byte boundary. */
function assemble(head: Buffer, tags: Map<string, Buffer>): Buffer {
  const table = Buffer.alloc(4 + tags.size * 12);
  table.writeUInt32BE(tags.size, 0);
  const parts = [head, table];
  let offset = head.length + table.length;
  [...tags].forEach(([signature, data], i) => {
    table.write(signature, 4 + i * 12, 'latin1');
    table.writeUInt32BE(offset, 8 + i * 12);
    table.writeUInt32BE(data.length, 12 + i * 12);
    const padded = Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)]);
    parts.push(padded);
    offset += padded.length;
  });
  const profile = Buffer.concat(parts);
  profile.writeUInt32BE(profile.length, 0);
  return profile;
}

/** A version 4 description (multiLocalizedUnicodeType, one English record). */
function multiLocalized(value: string): Buffer {
  const utf16 = Buffer.from(value, 'utf16le').swap16();
  const record = Buffer.alloc(20);
  record.writeUInt32BE(1, 0);
  record.writeUInt32BE(12, 4);
  record.write('enUS', 8, 'latin1');
  record.writeUInt32BE(utf16.length, 12);
  record.writeUInt32BE(28, 16);
  return typed('mluc', Buffer.concat([record, utf16]));
}

/** A version 2 description (textDescriptionType): the ASCII text, no Unicode or ScriptCode text. */
function textDescription(value: string): Buffer {
  const ascii = Buffer.from(`${value}\0`, 'latin1');
  const count = Buffer.alloc(4);
  count.writeUInt32BE(ascii.length, 0);
  // Unicode language and count (8 bytes), ScriptCode code and count (3), ScriptCode text (67): all empty.
  return typed('desc', Buffer.concat([count, ascii, Buffer.alloc(8 + 3 + 67)]));
}
