/**
 * A PNG as reviewers receive it: the chunks that code the picture and how its colours read, copied, and nothing
 * else. Every other chunk goes, known or not: text (tEXt, zTXt, iTXt: author, title, description, comments, the
 * software, a screenshot's window title), EXIF (eXIf), XMP (an iTXt), the time it was last changed (tIME), an
 * animation's other frames (APNG: the still image stays) and every program's private chunk, and whatever follows
 * IEND. Two things are written anew from what they mean: which way up it goes (an eXIf holding the Orientation
 * alone) and its colour profile (icc.ts), under a neutral name instead of the one its maker gave it.
 */
import { crc32, deflateSync, inflateSync } from 'node:zlib';
import { iccForReviewers } from './icc.ts';
import { orientationOf, tiffWithOrientation } from './orientation.ts';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/**
 * Chunks copied after the header (IHDR, always first): palette, transparency, image data; gamma, primaries, the sRGB
 * rendering intent and the video colour code points (cICP), which say how the colours read and hold only numbers.
 */
const COPIED = new Set(['PLTE', 'tRNS', 'IDAT', 'gAMA', 'cHRM', 'sRGB', 'cICP']);
/** The most a compressed colour profile may inflate to: a matrix profile is a few KB, a lookup-table one a few MB. */
const MAX_PROFILE_BYTES = 4 * 1024 * 1024;
/** Keywords are at most 79 Latin-1 characters, then a zero byte. */
const MAX_KEYWORD = 80;

/** One chunk: length, type, data and the CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

/** The profile an iCCP chunk holds (keyword, zero, compression method 0, zlib data), or undefined. */
function profileOf(data: Buffer): Buffer | undefined {
  const end = data.subarray(0, MAX_KEYWORD).indexOf(0);
  if (end < 1 || data[end + 1] !== 0) return undefined;
  try {
    return inflateSync(data.subarray(end + 2), { maxOutputLength: MAX_PROFILE_BYTES });
  } catch {
    return undefined;
  }
}

/**
 * `bytes` (a PNG: it starts with the signature) as reviewers receive it (see above). Never throws: a file cut short
 * keeps the chunks read up to there, which a viewer shows as it would the original.
 */
export function pngForReviewers(bytes: Buffer): Buffer<ArrayBuffer> {
  const picture: Buffer[] = [];
  let header: Buffer | undefined;
  let orientation: number | undefined;
  let profile: Buffer | undefined;
  for (let at = SIGNATURE.length; at + 12 <= bytes.length;) {
    const length = bytes.readUInt32BE(at);
    const type = bytes.toString('latin1', at + 4, at + 8);
    const end = at + 12 + length;
    if (type === 'IEND' || end > bytes.length) break;
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') header ??= chunk(type, data);
    else if (COPIED.has(type)) picture.push(chunk(type, data));
    else if (type === 'eXIf') orientation ??= orientationOf(data);
    else if (type === 'iCCP') profile ??= profileOf(data);
    at = end;
  }
  const cleanProfile = profile && iccForReviewers(profile);
  return Buffer.concat([
    SIGNATURE,
    ...(header ? [header] : []),
    // Before PLTE and IDAT, where both belong.
    ...(cleanProfile
      ? [chunk('iCCP', Buffer.concat([Buffer.from('ICC profile\0\0', 'latin1'), deflateSync(cleanProfile)]))]
      : []),
    ...(orientation ? [chunk('eXIf', tiffWithOrientation(orientation))] : []),
    ...picture,
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
