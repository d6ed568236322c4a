/**
 * The one piece of EXIF a reviewer's copy of a picture keeps: which way up it goes. A phone photo is stored as the
 * sensor saw it with an Orientation tag (6: turn it a quarter clockwise); without the tag it would show on its side.
 */

const ORIENTATION_TAG = 0x0112;
const SHORT = 3;

/**
 * The Orientation (2-8) the first directory of a TIFF structure declares (an EXIF segment's body after `Exif\0\0`, or
 * a PNG's eXIf chunk), or undefined for upright (1), absent or unreadable.
 */
export function orientationOf(tiff: Buffer): number | undefined {
  if (tiff.length < 8) return undefined;
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return undefined;
  const u16 = (at: number) => (order === 'II' ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (order === 'II' ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  if (u16(2) !== 42) return undefined;
  const directory = u32(4);
  if (directory + 2 > tiff.length) return undefined;
  const entries = Math.min(u16(directory), Math.floor((tiff.length - directory - 2) / 12));
  for (let i = 0; i < entries; i++) {
    const entry = directory + 2 + i * 12;
    if (u16(entry) !== ORIENTATION_TAG || u16(entry + 2) !== SHORT) continue;
    const value = u16(entry + 8);
    return value >= 2 && value <= 8 ? value : undefined;
  }
  return undefined;
}

/** A TIFF structure (big-endian) whose one directory holds `orientation` and nothing else. */
export function tiffWithOrientation(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(1, 8);
  tiff.writeUInt16BE(ORIENTATION_TAG, 10);
  tiff.writeUInt16BE(SHORT, 12);
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(orientation, 18);
  // Bytes 20-21 pad the value, 22-25 say no directory follows: both zero.
  return tiff;
}
