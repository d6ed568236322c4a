/**
 * Social cards: a 1200x630 PNG per speaker, session and blog post, drawn at build time. satori lays the card
 * out and turns its text into paths with the bundled Inter font (the same on every machine); sharp, which
 * already renders the site's pictures, rasterises the SVG.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import satori from 'satori';
import sharp from 'sharp';

const CARD_SIZE = { width: 1200, height: 630 } as const;

export interface CardContent {
  /** What the card is about, e.g. 'Speaker'. */
  kind: string;
  title: string;
  /** A line under the title: a name and role, a date and author. */
  subtitle: string;
  /** The event's name, the card's brand. */
  brand: string;
  /** A portrait under content/images, shown in a circle, if any. */
  photo?: string;
}

const CONTENT_DIR = path.resolve('content');
// Resolved from the project, not from this module: the build runs it from a bundled chunk.
const require = createRequire(path.resolve('package.json'));
const FONT_FILES = {
  400: require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff'),
  800: require.resolve('@fontsource/inter/files/inter-latin-800-normal.woff'),
};

let fonts: Promise<{ name: string; data: Buffer; weight: 400 | 800 }[]> | undefined;
function loadFonts() {
  fonts ??= Promise.all(
    ([400, 800] as const).map(async (weight) => ({
      name: 'Inter',
      weight,
      data: await readFile(FONT_FILES[weight]),
    })),
  );
  return fonts;
}

/** A portrait as a small JPEG data URL (satori embeds it in the SVG). */
async function photoDataUrl(relative: string): Promise<string> {
  const jpeg = await sharp(path.join(CONTENT_DIR, relative)).resize(360, 360, { fit: 'cover' }).jpeg().toBuffer();
  return `data:image/jpeg;base64,${jpeg.toString('base64')}`;
}

type Node = { type: string; props: { style?: Record<string, unknown>; children?: unknown; src?: string } };
const box = (style: Record<string, unknown>, children?: unknown): Node => ({ type: 'div', props: { style, children } });

/** The card as a PNG. */
export async function drawCard(content: CardContent): Promise<Buffer> {
  const photo = content.photo ? await photoDataUrl(content.photo) : undefined;
  const text = box({ display: 'flex', flexDirection: 'column', flex: 1, gap: 24 }, [
    box(
      { fontSize: 30, fontWeight: 800, color: '#ff8cc3', letterSpacing: 3, textTransform: 'uppercase' },
      content.kind,
    ),
    box({ fontSize: content.title.length > 60 ? 54 : 66, fontWeight: 800, lineHeight: 1.1 }, content.title),
    box({ fontSize: 32, color: '#d5d9f2' }, content.subtitle),
  ]);
  const card = box(
    {
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      width: '100%',
      height: '100%',
      padding: 72,
      color: '#fff',
      fontFamily: 'Inter',
      backgroundImage: 'linear-gradient(135deg, #0f1535 0%, #3b1c9a 60%, #e63e8d 100%)',
    },
    [
      box({ display: 'flex', alignItems: 'center', gap: 56 }, [
        text,
        ...(photo
          ? [
              {
                type: 'img',
                props: { src: photo, style: { width: 300, height: 300, borderRadius: 150, border: '8px solid #fff' } },
              },
            ]
          : []),
      ]),
      box({ fontSize: 34, fontWeight: 800 }, content.brand),
    ],
  );
  const svg = await satori(card as never, { ...CARD_SIZE, fonts: await loadFonts() });
  return sharp(Buffer.from(svg)).png().toBuffer();
}
