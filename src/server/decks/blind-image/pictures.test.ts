/**
 * The kinds of JPEG and PNG people upload reach reviewers as the same picture: every pixel as stored, the same way up,
 * the same colours where a profile says how they read, and nothing of the metadata sharp writes (EXIF, XMP, a
 * profile's text). Files cut short or carrying stray bytes still give what they hold, and a profile that cannot be
 * rebuilt goes. What each place a marker can hide comes to is tested through the API in
 * routes/organiser/deck-private-data.test.ts.
 */
import sharp, { type Metadata, type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { jpegForReviewers } from './jpeg.ts';
import { pngForReviewers } from './png.ts';

const [width, height] = [48, 40];

/** A picture with a gradient and a square, so a shifted or lost pixel shows. */
function picture(channels: 1 | 3 | 4 = 3) {
  const raw = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      for (let c = 0; c < channels; c++) {
        const inSquare = x > 10 && x < 30 && y > 8 && y < 24;
        raw[(y * width + x) * channels + c] =
          c === 3 ? 255 - x : inSquare ? 30 + c * 60 : (x * 5 + y * 3 + c * 40) % 256;
      }
  return sharp(raw, { raw: { width, height, channels } });
}

const XMP = '<x:xmpmeta xmlns:x="adobe:ns:meta/"><dc:creator>Zqsharpxmp</dc:creator></x:xmpmeta>';
/**
 * What sharp writes when asked to keep metadata: EXIF (an orientation, an artist, the software), XMP, and a P3 profile
 * (last: an orientation set after it would put back sRGB's).
 */
const withMetadata = (image: Sharp, orientation: number) =>
  image
    .withMetadata({ orientation })
    .withExif({ IFD0: { Artist: 'Zqsharpartist', Software: 'Zqsharpsoftware' } })
    .withXmp(XMP)
    .withIccProfile('p3');

/** Each picture's pixels as stored and as shown (through its profile, turned the way EXIF says). */
async function looks(bytes: Buffer) {
  const options = { failOn: 'none' } as const;
  return {
    stored: await sharp(bytes, { ...options, ignoreIcc: true })
      .raw()
      .toBuffer(),
    shown: await sharp(bytes, { ...options, autoOrient: true })
      .raw()
      .toBuffer(),
    meta: await sharp(bytes, options).metadata(),
  };
}

async function expectSamePicture(original: Buffer, copy: Buffer) {
  const [before, after] = [await looks(original), await looks(copy)];
  expect(after.stored.equals(before.stored)).toBe(true);
  expect(after.shown.equals(before.shown)).toBe(true);
  const described = ({ format, width, height, channels, depth, orientation }: Metadata) =>
    JSON.stringify({ format, width, height, channels, depth, orientation });
  expect(described(after.meta)).toBe(described(before.meta));
  expect(after.meta.xmp).toBeUndefined();
  expect(copy.toString('latin1')).not.toMatch(/Zqsharp/);
}

describe('pictures with metadata', () => {
  it.each([
    ['JPEG', jpegForReviewers, (image: Sharp) => image.jpeg()],
    ['PNG', pngForReviewers, (image: Sharp) => image.png()],
  ])(
    'a %s with sharp’s EXIF, XMP and a P3 profile, on its side: shown the same, no metadata',
    async (_kind, forReviewers, encode) => {
      const original = await encode(withMetadata(picture(), 8)).toBuffer();
      const { shown, meta } = await looks(original);
      // Its profile and orientation change what shows, so a copy without them would fail.
      expect(meta.orientation).toBe(8);
      expect(shown.equals(await sharp(original, { ignoreIcc: true, autoOrient: true }).raw().toBuffer())).toBe(false);
      await expectSamePicture(original, forReviewers(original));
    },
  );
});

describe('JPEGs as reviewers receive them', () => {
  it.each([
    ['baseline', () => picture().jpeg()],
    ['progressive', () => picture().jpeg({ progressive: true })],
    ['with optimised Huffman tables', () => picture().jpeg({ optimiseCoding: true })],
    ['greyscale', () => picture(1).jpeg()],
    ['4:4:4, no chroma subsampling', () => picture().jpeg({ chromaSubsampling: '4:4:4' })],
    ['CMYK with an Adobe segment and a CMYK profile', () => picture().toColourspace('cmyk').jpeg()],
  ])('%s: the same picture, no metadata', async (_kind, make) => {
    const original = await make().toBuffer();
    await expectSamePicture(original, jpegForReviewers(original));
  });

  it('coded as RGB (Adobe transform 0), it keeps being read as RGB', async () => {
    const ycbcr = await picture().jpeg().toBuffer();
    const adobe = Buffer.from([0xff, 0xee, 0, 14, ...Buffer.from('Adobe'), 0, 100, 0, 0, 0, 0, 0]);
    const rgb = Buffer.concat([ycbcr.subarray(0, 2), adobe, ycbcr.subarray(2)]);
    expect((await looks(rgb)).shown.equals((await looks(ycbcr)).shown)).toBe(false);
    await expectSamePicture(rgb, jpegForReviewers(rgb));
  });

  it('a file cut short keeps what it holds; stray bytes between segments are skipped', async () => {
    const whole = await picture().jpeg({ progressive: true }).toBuffer();
    const cut = whole.subarray(0, Math.floor(whole.length * 0.7));
    const copy = jpegForReviewers(cut);
    expect((await looks(copy)).stored.equals((await looks(cut)).stored)).toBe(true);
    expect(copy.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));

    const stray = Buffer.concat([whole.subarray(0, 2), Buffer.from('Zqsharpstray'), whole.subarray(2)]);
    const cleaned = jpegForReviewers(stray);
    expect(cleaned.toString('latin1')).not.toContain('Zqsharpstray');
    expect((await looks(cleaned)).stored.equals((await looks(whole)).stored)).toBe(true);
  });
});

describe('PNGs as reviewers receive them', () => {
  it.each([
    ['truecolour', () => picture().png()],
    ['with alpha', () => picture(4).png()],
    ['16-bit', () => picture().toColourspace('rgb16').png()],
    ['palette with transparency', () => picture(4).png({ palette: true, colours: 16 })],
    ['greyscale', () => picture(1).png()],
    ['interlaced', () => picture().png({ progressive: true })],
  ])('%s: the same picture, no metadata', async (_kind, make) => {
    const original = await make().toBuffer();
    await expectSamePicture(original, pngForReviewers(original));
  });

  it('a file cut short keeps the chunks it holds, then ends', async () => {
    const whole = await picture().png().toBuffer();
    // Cut inside IEND: every chunk before it is whole.
    const copy = pngForReviewers(whole.subarray(0, whole.length - 6));
    expect(copy.subarray(-8).toString('latin1', 0, 4)).toBe('IEND');
    await expectSamePicture(whole, copy);
  });
});
