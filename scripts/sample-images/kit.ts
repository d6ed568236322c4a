// Shared building blocks for the sample-image generator: brand palette,
// a seeded PRNG and a tiny SVG "canvas" that collects gradient/filter defs.

export const C = {
  navy: '#0f1535',
  navy2: '#1b2150',
  violet: '#6c3cf0',
  magenta: '#e63e8d',
  amber: '#ffb400',
  cyan: '#27c4e8',
  white: '#f6f4ff',
  ink: '#080b22',
  haze: '#2a2f6b',
} as const;

export const ACCENTS: string[] = [C.violet, C.magenta, C.amber, C.cyan];

interface Rng {
  (): number;
  range(a: number, b: number): number;
  int(a: number, b: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

/** mulberry32: small, fast and good enough for art. */
function rng(seed: number): Rng {
  let s = (seed * 2654435761) >>> 0;
  const next = (() => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }) as Rng;
  next.range = (a, b) => a + (b - a) * next();
  next.int = (a, b) => Math.floor(next.range(a, b + 1));
  next.pick = (items) => items[Math.floor(next() * items.length)] as (typeof items)[number];
  next.chance = (p) => next() < p;
  return next;
}

/** Drawing context: size, randomness, and the defs collected while drawing. */
export interface Ctx {
  w: number;
  h: number;
  r: Rng;
  defs: string[];
  ids: number;
  blurs: Map<number, string>;
}

export function ctx(w: number, h: number, seed: number): Ctx {
  return { w, h, r: rng(seed), defs: [], ids: 0, blurs: new Map() };
}

/** Round to one decimal to keep the SVG small. */
export const n = (v: number): number => Math.round(v * 10) / 10;

/** [offset 0..1, colour, opacity?] */
export type Stop = [number, string, number?];

const stops = (list: Stop[]): string =>
  list.map(([o, col, op = 1]) => `<stop offset="${o}" stop-color="${col}" stop-opacity="${op}"/>`).join('');

export function lin(c: Ctx, list: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  const id = `g${c.ids++}`;
  c.defs.push(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops(list)}</linearGradient>`);
  return `url(#${id})`;
}

export function rad(c: Ctx, list: Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
  const id = `g${c.ids++}`;
  c.defs.push(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops(list)}</radialGradient>`);
  return `url(#${id})`;
}

/** Gaussian blur filter (cached per std-deviation). */
export function blur(c: Ctx, sd: number): string {
  const key = n(sd);
  let id = c.blurs.get(key);
  if (!id) {
    id = `b${c.ids++}`;
    c.blurs.set(key, id);
    c.defs.push(
      `<filter id="${id}" x="-60%" y="-60%" width="220%" height="220%"><feGaussianBlur stdDeviation="${key}"/></filter>`,
    );
  }
  return `url(#${id})`;
}

export function render(c: Ctx, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${c.w}" height="${c.h}" viewBox="0 0 ${c.w} ${c.h}">` +
    `<defs>${c.defs.join('')}</defs>${body}</svg>`
  );
}

/** Full-canvas rectangle. */
export const fill = (c: Ctx, paint: string, extra = ''): string =>
  `<rect width="${c.w}" height="${c.h}" fill="${paint}" ${extra}/>`;

/** Mirror a group horizontally. */
export const mirror = (c: Ctx, body: string): string => `<g transform="translate(${c.w} 0) scale(-1 1)">${body}</g>`;
