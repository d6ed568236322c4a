// Generates the site's sample imagery (abstract, on-brand illustrations) into
// content/images/ plus the favicon, touch icon and Open Graph card in public/.
//
//   npx node scripts/generate-sample-images.ts
//
// Deterministic (seeded PRNG, no network) and idempotent (overwrites).
import sharp from 'sharp';
import type { Sharp } from 'sharp';
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { C, ctx, fill, lin, render } from './sample-images/kit.ts';
import type { Ctx } from './sample-images/kit.ts';
import { SCENES, audience, idea, launch, networking, mentoring, stage, workshop } from './sample-images/scenes.ts';
import type { Scene } from './sample-images/scenes.ts';
import { bokeh, dotGrid, glow, stageLights } from './sample-images/motifs.ts';
import { appleIcon, cityMap, clientLogo, markSvg, ogImage, phoneMockup, portrait } from './sample-images/brand.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const OUT = path.join(ROOT, 'content/images');
const PUBLIC = path.join(ROOT, 'public');

type Draw = (c: Ctx) => string;

function svgOf(w: number, h: number, seed: number, draw: Draw): Buffer {
  const c = ctx(w, h, seed);
  const body = draw(c);
  return Buffer.from(render(c, body));
}

async function ensureDir(file: string): Promise<string> {
  await mkdir(path.dirname(file), { recursive: true });
  return file;
}

const jpeg = (img: Sharp): Sharp => img.jpeg({ quality: 78, progressive: true, mozjpeg: true });

async function jpg(rel: string, w: number, h: number, seed: number, draw: Draw): Promise<Buffer> {
  const svg = svgOf(w, h, seed, draw);
  await jpeg(sharp(svg)).toFile(await ensureDir(path.join(OUT, rel)));
  return svg;
}

async function png(file: string, w: number, h: number, seed: number, draw: Draw, opaque = false): Promise<void> {
  const img = sharp(svgOf(w, h, seed, draw));
  await (opaque ? img.removeAlpha() : img).png({ compressionLevel: 9 }).toFile(await ensureDir(file));
}

/** Render a wordmark on a wide canvas, trim it, and centre it in a 360x180 transparent PNG. */
async function logo(rel: string, i: number): Promise<void> {
  const trimmed = await sharp(svgOf(640, 180, 5000 + i, (c) => clientLogo(c, i)))
    .trim()
    .resize(300, 110, { fit: 'inside', withoutEnlargement: true })
    .png()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = trimmed.info;
  await sharp({ create: { width: 360, height: 180, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([{ input: trimmed.data, left: Math.round((360 - width) / 2), top: Math.round((180 - height) / 2) }])
    .png({ compressionLevel: 9, palette: true })
    .toFile(await ensureDir(path.join(OUT, rel)));
}

/** Darken the left part of a scene so white headlines stay readable. */
const shadeLeft =
  (scene: Scene): Draw =>
  (c) =>
    scene(c) +
    fill(
      c,
      lin(
        c,
        [
          [0, C.ink, 0.92],
          [0.4, C.ink, 0.72],
          [0.7, C.ink, 0.15],
          [1, C.ink, 0],
        ],
        0,
        0,
        1,
        0,
      ),
    );

/** Uniform dark veil for text-heavy backgrounds. */
const veil =
  (scene: Draw, op: number): Draw =>
  (c) =>
    scene(c) + fill(c, C.ink, `opacity="${op}"`);

const titleBar: Draw = (c) =>
  fill(
    c,
    lin(
      c,
      [
        [0, C.navy2],
        [1, C.ink],
      ],
      0,
      0,
      1,
      1,
    ),
  ) +
  dotGrid(c, 26, C.white, 0.12) +
  stageLights(c, 7, [C.violet, C.magenta, C.cyan], 1, 0.3) +
  glow(c, c.w * 0.8, c.h * 0.6, 500, C.violet, 0.45) +
  bokeh(c, 40, [C.violet, C.magenta, C.amber, C.cyan], 0, 1, 0.5);

type Shape = [number, number];
const LANDSCAPE: Shape = [1600, 1067];
const PORTRAIT: Shape = [1067, 1600];
const SQUARE: Shape = [1400, 1400];
const GALLERY_SHAPES: Shape[] = [LANDSCAPE, SQUARE, PORTRAIT, LANDSCAPE, SQUARE];

const pad = (i: number): string => String(i).padStart(2, '0');
const sceneAt = (i: number): Scene => SCENES[i % SCENES.length] ?? idea;

async function main(): Promise<void> {
  await jpg('banner/banner-1.jpg', 1920, 1080, 11, shadeLeft(stage));
  await jpg('banner/banner-2.jpg', 1920, 1080, 12, shadeLeft(launch));
  await jpg('about/about-1.jpg', 1200, 900, 21, networking);
  await jpg('about/about-2.jpg', 1200, 900, 22, mentoring);

  for (let i = 1; i <= 33; i++) {
    const [w, h] = GALLERY_SHAPES[i % GALLERY_SHAPES.length] ?? LANDSCAPE;
    await jpg(`gallery/gallery-${pad(i)}.jpg`, w, h, 1000 + i, sceneAt(i - 1));
  }

  for (let i = 1; i <= 18; i++) {
    const svg = await jpg(`blog/blog-${pad(i)}.jpg`, 1200, 800, 2000 + i, sceneAt(i * 3 + 1));
    const mini = sharp(svg).resize(240, 240, { fit: 'cover', position: 'centre' });
    await jpeg(mini).toFile(await ensureDir(path.join(OUT, `blog/mini/blog-${pad(i)}.jpg`)));
  }

  for (let i = 1; i <= 8; i++) await jpg(`speakers/speaker-${i}.jpg`, 600, 720, 3000 + i, (c) => portrait(c, i - 1));
  for (let i = 1; i <= 6; i++) await jpg(`authors/author-${i}.jpg`, 160, 160, 4000 + i, (c) => portrait(c, i + 1));
  for (let i = 1; i <= 12; i++) await logo(`clients/client-${pad(i)}.png`, i - 1);

  await jpg('map/map.jpg', 1200, 900, 6000, cityMap);
  await jpg('misc/why-choose-us.jpg', 1200, 900, 7001, workshop);
  await jpg('misc/cta-bg.jpg', 1920, 800, 7002, veil(audience, 0.35));
  await jpg('misc/coming-soon-bg.jpg', 1920, 1080, 7003, veil(launch, 0.3));
  await jpg('misc/page-title-bg.jpg', 1920, 500, 7004, veil(titleBar, 0.3));
  await png(path.join(OUT, 'misc/app-download.png'), 800, 900, 7005, phoneMockup);

  await writeFile(path.join(PUBLIC, 'favicon.svg'), markSvg(true) + '\n');
  await png(path.join(PUBLIC, 'apple-touch-icon.png'), 180, 180, 8001, appleIcon, true);
  const og = svgOf(1200, 630, 8002, ogImage);
  await jpeg(sharp(og)).toFile(path.join(PUBLIC, 'og-image.jpg'));

  const total = await dirSize(OUT);
  console.log(`content/images: ${(total / 1024 / 1024).toFixed(2)} MB`);
}

async function dirSize(dir: string): Promise<number> {
  let sum = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    sum += entry.isDirectory() ? await dirSize(p) : (await stat(p)).size;
  }
  return sum;
}

await main();
