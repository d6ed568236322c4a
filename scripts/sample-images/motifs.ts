// Small, reusable illustration motifs. Every function returns an SVG fragment.
import { C, blur, lin, n, rad } from './kit.ts';
import type { Ctx } from './kit.ts';

/** Soft radial light. */
export function glow(c: Ctx, x: number, y: number, r: number, col: string, op = 0.6): string {
  const paint = rad(c, [
    [0, col, op],
    [0.45, col, op * 0.35],
    [1, col, 0],
  ]);
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${paint}"/>`;
}

/** Out-of-focus light discs. */
export function bokeh(c: Ctx, count: number, cols: string[], y0 = 0, y1 = 1, size = 1): string {
  const { r, w, h } = c;
  const u = Math.min(w, h) * size;
  let soft = '';
  let crisp = '';
  for (let i = 0; i < count; i++) {
    const x = r.range(0, w);
    const y = r.range(y0 * h, y1 * h);
    const col = r.pick(cols);
    const rr = r.range(0.01, 0.07) * u;
    if (r.chance(0.55))
      soft += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rr * 1.4)}" fill="${col}" opacity="${n(r.range(0.2, 0.55) * 10) / 10}"/>`;
    else
      crisp += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rr)}" fill="${col}" fill-opacity="0.16" stroke="${col}" stroke-opacity="0.45" stroke-width="${n(rr * 0.08)}"/>`;
  }
  return `<g filter="${blur(c, u * 0.012)}">${soft}</g><g filter="${blur(c, u * 0.002)}">${crisp}</g>`;
}

/** Four-pointed spark. */
export function spark(x: number, y: number, s: number, col: string, op = 1): string {
  const q = s * 0.12;
  return `<path d="M${n(x)} ${n(y - s)}Q${n(x + q)} ${n(y - q)} ${n(x + s)} ${n(y)}Q${n(x + q)} ${n(y + q)} ${n(x)} ${n(y + s)}Q${n(x - q)} ${n(y + q)} ${n(x - s)} ${n(y)}Q${n(x - q)} ${n(y - q)} ${n(x)} ${n(y - s)}Z" fill="${col}" opacity="${op}"/>`;
}

export function sparks(c: Ctx, count: number, cols: string[], s = 0.02): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    out += spark(
      c.r.range(0, c.w),
      c.r.range(0, c.h),
      c.r.range(0.3, 1) * s * Math.min(c.w, c.h),
      c.r.pick(cols),
      0.85,
    );
  }
  return out;
}

/** Tiny star dots for night skies. */
export function stars(c: Ctx, count: number, y1 = 1): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const rr = c.r.range(0.4, 1.8) * (Math.min(c.w, c.h) / 900);
    out += `<circle cx="${n(c.r.range(0, c.w))}" cy="${n(c.r.range(0, c.h * y1))}" r="${n(rr)}" fill="${C.white}" opacity="${n(c.r.range(0.25, 0.9))}"/>`;
  }
  return out;
}

/** The glowing light bulb: the event's "bright idea" motif. */
export function bulb(c: Ctx, x: number, y: number, s: number, col: string = C.amber): string {
  const glass = `M${n(x - 0.5 * s)} ${n(y + 1.3 * s)}C${n(x - 0.5 * s)} ${n(y + 0.8 * s)} ${n(x - s)} ${n(y + 0.55 * s)} ${n(x - s)} ${n(y)}A${n(s)} ${n(s)} 0 1 1 ${n(x + s)} ${n(y)}C${n(x + s)} ${n(y + 0.55 * s)} ${n(x + 0.5 * s)} ${n(y + 0.8 * s)} ${n(x + 0.5 * s)} ${n(y + 1.3 * s)}Z`;
  const paint = rad(
    c,
    [
      [0, '#fffbe8'],
      [0.35, col],
      [1, col, 0.75],
    ],
    0.45,
    0.4,
    0.7,
  );
  let rays = '';
  for (let i = 0; i < 9; i++) {
    const a = Math.PI * (1.05 + (i / 8) * 0.9);
    const [r0, r1] = [1.45 * s, 1.95 * s];
    rays += `<line x1="${n(x + Math.cos(a) * r0)}" y1="${n(y + Math.sin(a) * r0)}" x2="${n(x + Math.cos(a) * r1)}" y2="${n(y + Math.sin(a) * r1)}"/>`;
  }
  let base = '';
  for (let i = 0; i < 3; i++) {
    base += `<rect x="${n(x - 0.5 * s)}" y="${n(y + (1.36 + i * 0.22) * s)}" width="${n(s)}" height="${n(0.16 * s)}" rx="${n(0.08 * s)}" fill="#cfcbe8"/>`;
  }
  const fil = `M${n(x - 0.3 * s)} ${n(y + 0.9 * s)}L${n(x - 0.3 * s)} ${n(y + 0.1 * s)}l${n(0.15 * s)} ${n(-0.2 * s)} ${n(0.15 * s)} ${n(0.2 * s)} ${n(0.15 * s)} ${n(-0.2 * s)} ${n(0.15 * s)} ${n(0.2 * s)}L${n(x + 0.3 * s)} ${n(y + 0.9 * s)}`;
  return (
    glow(c, x, y, s * 3.2, col, 0.55) +
    `<g stroke="${col}" stroke-width="${n(s * 0.09)}" stroke-linecap="round" opacity="0.9">${rays}</g>` +
    `<path d="${glass}" fill="${paint}"/>` +
    `<path d="${fil}" fill="none" stroke="#fff" stroke-width="${n(s * 0.06)}" stroke-linejoin="round" opacity="0.9"/>` +
    base +
    `<path d="M${n(x - 0.25 * s)} ${n(y + 2.02 * s)}h${n(0.5 * s)}l${n(-0.12 * s)} ${n(0.14 * s)}h${n(-0.26 * s)}Z" fill="#a9a4cc"/>`
  );
}

/** Head-and-shoulders bust (seen from behind or front); y is the bottom edge. */
export function bust(x: number, y: number, s: number, col: string, extra = ''): string {
  return (
    `<path d="M${n(x - s)} ${n(y)}C${n(x - s)} ${n(y - 0.7 * s)} ${n(x - 0.62 * s)} ${n(y - 0.95 * s)} ${n(x)} ${n(y - 0.95 * s)}C${n(x + 0.62 * s)} ${n(y - 0.95 * s)} ${n(x + s)} ${n(y - 0.7 * s)} ${n(x + s)} ${n(y)}Z" fill="${col}" ${extra}/>` +
    `<circle cx="${n(x)}" cy="${n(y - 1.38 * s)}" r="${n(0.42 * s)}" fill="${col}" ${extra}/>`
  );
}

/** Audience silhouettes from behind, growing towards the viewer, with a coloured rim light. */
export function crowd(c: Ctx, yTop: number, yBottom: number, rim: string, dark: string = C.ink): string {
  let out = '';
  const big = Math.max(c.w, c.h * 0.9);
  for (let y = yTop; y < yBottom + big * 0.03;) {
    const t = Math.min(1, (y - yTop) / (yBottom - yTop));
    const s = (0.02 + 0.055 * t * t) * big;
    const shade = mix(C.haze, dark, 0.35 + 0.65 * t);
    for (let x = -s * c.r.range(0, 1.5); x < c.w + s; x += s * c.r.range(1.6, 2.1)) {
      const yy = y + c.r.range(-0.12, 0.12) * s;
      const ss = s * c.r.range(0.88, 1.08);
      out += bust(x + ss * 0.05, yy - ss * 0.05, ss, rim, `opacity="${n(0.35 + 0.4 * t)}"`);
      out += bust(x, yy, ss, shade);
      if (c.r.chance(0.02))
        out += `<rect x="${n(x + ss * 0.3)}" y="${n(yy - ss * 2.4)}" width="${n(ss * 0.34)}" height="${n(ss * 0.56)}" rx="${n(ss * 0.05)}" fill="${C.cyan}" opacity="0.85"/>`;
    }
    y += s * 0.95;
  }
  return out;
}

/** Standing full-body figure, feet at (x, y), total height hh. */
export function figure(
  x: number,
  y: number,
  hh: number,
  col: string,
  opts: { arm?: number; head?: string } = {},
): string {
  const u = hh / 10;
  const top = y - hh;
  let out =
    `<circle cx="${n(x)}" cy="${n(top + 0.75 * u)}" r="${n(0.72 * u)}" fill="${opts.head ?? col}"/>` +
    `<path d="M${n(x - 1.3 * u)} ${n(top + 5.4 * u)}V${n(top + 2.6 * u)}Q${n(x - 1.3 * u)} ${n(top + 1.7 * u)} ${n(x - 0.4 * u)} ${n(top + 1.7 * u)}H${n(x + 0.4 * u)}Q${n(x + 1.3 * u)} ${n(top + 1.7 * u)} ${n(x + 1.3 * u)} ${n(top + 2.6 * u)}V${n(top + 5.4 * u)}Z" fill="${col}"/>` +
    `<rect x="${n(x - 1.0 * u)}" y="${n(top + 5.2 * u)}" width="${n(0.85 * u)}" height="${n(4.8 * u)}" rx="${n(0.35 * u)}" fill="${col}"/>` +
    `<rect x="${n(x + 0.15 * u)}" y="${n(top + 5.2 * u)}" width="${n(0.85 * u)}" height="${n(4.8 * u)}" rx="${n(0.35 * u)}" fill="${col}"/>`;
  if (opts.arm !== undefined) {
    const a = opts.arm;
    const sx = x + (Math.cos(a) < 0 ? -1.15 : 1.15) * u;
    const sy = top + 2.3 * u;
    out += `<line x1="${n(sx)}" y1="${n(sy)}" x2="${n(sx + Math.cos(a) * 2.7 * u)}" y2="${n(sy + Math.sin(a) * 2.7 * u)}" stroke="${col}" stroke-width="${n(0.6 * u)}" stroke-linecap="round"/>`;
  }
  return out;
}

/** Coloured light cones hanging from a truss. */
export function stageLights(c: Ctx, count: number, cols: string[], reach = 0.85, op = 0.5): string {
  let out = '';
  const y0 = c.h * 0.02;
  for (let i = 0; i < count; i++) {
    const x = (c.w * (i + 0.5)) / count;
    const tx = x + c.r.range(-0.25, 0.25) * c.w;
    const wd = c.r.range(0.06, 0.12) * c.w;
    const col = c.r.pick(cols);
    const paint = lin(c, [
      [0, col, op],
      [0.6, col, op * 0.25],
      [1, col, 0],
    ]);
    out += `<polygon points="${n(x - 8)},${n(y0)} ${n(x + 8)},${n(y0)} ${n(tx + wd)},${n(c.h * reach)} ${n(tx - wd)},${n(c.h * reach)}" fill="${paint}"/>`;
    out += `<rect x="${n(x - 14)}" y="0" width="28" height="${n(y0 + 10)}" rx="5" fill="${C.ink}"/>`;
    out += glow(c, x, y0 + 6, 26, col, 0.9);
  }
  return `<g filter="${blur(c, c.w * 0.004)}">${out}</g><rect width="${c.w}" height="${n(c.h * 0.02)}" fill="${C.ink}"/>`;
}

/** Synthwave-style perspective floor grid. */
export function floorGrid(c: Ctx, horizon: number, col: string, op = 0.35): string {
  const vx = c.w / 2;
  let out = '';
  for (let i = -12; i <= 12; i++) {
    out += `<line x1="${n(vx)}" y1="${n(horizon)}" x2="${n(vx + i * c.w * 0.16)}" y2="${c.h}"/>`;
  }
  for (let k = 1; k < 12; k++) {
    const y = horizon + (c.h - horizon) * Math.pow(k / 11, 2.2);
    out += `<line x1="0" y1="${n(y)}" x2="${c.w}" y2="${n(y)}"/>`;
  }
  return `<g stroke="${col}" stroke-width="${n(c.w / 900)}" opacity="${op}">${out}</g>`;
}

/** Flat dot grid used as a tech texture. */
export function dotGrid(c: Ctx, step: number, col: string, op = 0.18): string {
  const id = `p${c.ids++}`;
  c.defs.push(
    `<pattern id="${id}" width="${step}" height="${step}" patternUnits="userSpaceOnUse"><circle cx="${step / 2}" cy="${step / 2}" r="${n(step * 0.06)}" fill="${col}"/></pattern>`,
  );
  return `<rect width="${c.w}" height="${c.h}" fill="url(#${id})" opacity="${op}"/>`;
}

/** Rising bar chart plus trend line. */
export function chart(c: Ctx, x: number, y: number, w: number, h: number, cols: string[]): string {
  const bars = c.r.int(5, 8);
  const bw = w / (bars * 1.6);
  let out = '';
  const pts: string[] = [];
  for (let i = 0; i < bars; i++) {
    const v = 0.2 + (0.75 * (i + c.r.range(0, 1.2))) / bars;
    const bx = x + i * bw * 1.6 + bw * 0.3;
    out += `<rect x="${n(bx)}" y="${n(y + h * (1 - v))}" width="${n(bw)}" height="${n(h * v)}" rx="${n(bw * 0.15)}" fill="${cols[i % cols.length]}" opacity="0.9"/>`;
    pts.push(`${n(bx + bw / 2)},${n(y + h * (1 - v) - h * 0.08)}`);
  }
  out += `<polyline points="${pts.join(' ')}" fill="none" stroke="${C.white}" stroke-width="${n(h * 0.015)}" stroke-linejoin="round"/>`;
  return (
    out +
    `<line x1="${n(x)}" y1="${n(y + h)}" x2="${n(x + w)}" y2="${n(y + h)}" stroke="${C.white}" stroke-opacity="0.4" stroke-width="${n(h * 0.01)}"/>`
  );
}

/** Glowing presentation screen with arbitrary content. */
export function screen(c: Ctx, x: number, y: number, w: number, h: number, col: string, content: string): string {
  const paint = lin(
    c,
    [
      [0, C.navy2],
      [1, mix(C.navy2, col, 0.35)],
    ],
    0,
    0,
    1,
    1,
  );
  return (
    glow(c, x + w / 2, y + h / 2, Math.max(w, h) * 0.85, col, 0.35) +
    `<rect x="${n(x - w * 0.015)}" y="${n(y - w * 0.015)}" width="${n(w * 1.03)}" height="${n(h + w * 0.03)}" rx="${n(w * 0.015)}" fill="${C.ink}"/>` +
    `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(w * 0.008)}" fill="${paint}"/>` +
    content
  );
}

/** Lectern with the brand stripe. */
export function podium(c: Ctx, x: number, y: number, s: number, col: string): string {
  const paint = lin(c, [
    [0, C.navy2],
    [1, C.ink],
  ]);
  return (
    `<path d="M${n(x - 0.7 * s)} ${n(y - 1.9 * s)}H${n(x + 0.7 * s)}L${n(x + 0.55 * s)} ${n(y)}H${n(x - 0.55 * s)}Z" fill="${paint}"/>` +
    `<rect x="${n(x - 0.8 * s)}" y="${n(y - 2.0 * s)}" width="${n(1.6 * s)}" height="${n(0.16 * s)}" rx="${n(0.05 * s)}" fill="${C.ink}"/>` +
    `<rect x="${n(x - 0.62 * s)}" y="${n(y - 1.5 * s)}" width="${n(1.24 * s)}" height="${n(0.08 * s)}" fill="${col}"/>` +
    spark(x, y - 1.0 * s, 0.22 * s, C.amber)
  );
}

/** Gold trophy cup on a plinth. */
export function trophy(c: Ctx, x: number, y: number, s: number): string {
  const gold = lin(
    c,
    [
      [0, '#b37a00'],
      [0.35, '#ffd45c'],
      [0.55, C.amber],
      [1, '#a86a00'],
    ],
    0,
    0,
    1,
    0,
  );
  return (
    `<g fill="none" stroke="${gold}" stroke-width="${n(s * 0.12)}"><path d="M${n(x - 0.95 * s)} ${n(y - 0.8 * s)}C${n(x - 1.6 * s)} ${n(y - 0.8 * s)} ${n(x - 1.5 * s)} ${n(y + 0.1 * s)} ${n(x - 0.7 * s)} ${n(y + 0.2 * s)}"/><path d="M${n(x + 0.95 * s)} ${n(y - 0.8 * s)}C${n(x + 1.6 * s)} ${n(y - 0.8 * s)} ${n(x + 1.5 * s)} ${n(y + 0.1 * s)} ${n(x + 0.7 * s)} ${n(y + 0.2 * s)}"/></g>` +
    `<path d="M${n(x - s)} ${n(y - s)}H${n(x + s)}C${n(x + s)} ${n(y + 0.2 * s)} ${n(x + 0.45 * s)} ${n(y + 0.65 * s)} ${n(x)} ${n(y + 0.7 * s)}C${n(x - 0.45 * s)} ${n(y + 0.65 * s)} ${n(x - s)} ${n(y + 0.2 * s)} ${n(x - s)} ${n(y - s)}Z" fill="${gold}"/>` +
    `<rect x="${n(x - 0.12 * s)}" y="${n(y + 0.65 * s)}" width="${n(0.24 * s)}" height="${n(0.55 * s)}" fill="${gold}"/>` +
    `<rect x="${n(x - 0.55 * s)}" y="${n(y + 1.15 * s)}" width="${n(1.1 * s)}" height="${n(0.22 * s)}" rx="${n(0.05 * s)}" fill="${gold}"/>` +
    `<rect x="${n(x - 0.8 * s)}" y="${n(y + 1.35 * s)}" width="${n(1.6 * s)}" height="${n(0.5 * s)}" rx="${n(0.06 * s)}" fill="${C.ink}"/>` +
    `<rect x="${n(x - 0.5 * s)}" y="${n(y + 1.52 * s)}" width="${n(s)}" height="${n(0.14 * s)}" fill="${gold}" opacity="0.8"/>` +
    spark(x, y - 0.3 * s, 0.35 * s, '#fff8dc')
  );
}

/** Confetti pieces. */
export function confetti(c: Ctx, count: number, cols: string[]): string {
  let out = '';
  const u = Math.min(c.w, c.h) / 100;
  for (let i = 0; i < count; i++) {
    const x = c.r.range(0, c.w);
    const y = c.r.range(0, c.h);
    const col = c.r.pick(cols);
    out += c.r.chance(0.6)
      ? `<rect x="${n(x)}" y="${n(y)}" width="${n(u * 1.4)}" height="${n(u * 0.6)}" fill="${col}" transform="rotate(${c.r.int(0, 179)} ${n(x)} ${n(y)})"/>`
      : `<circle cx="${n(x)}" cy="${n(y)}" r="${n(u * 0.45)}" fill="${col}"/>`;
  }
  return out;
}

/** Laptop seen from behind: lid with a sticker, screen light spilling upward. */
export function laptopBack(c: Ctx, x: number, y: number, w: number, col: string): string {
  const h = w * 0.62;
  const lid = lin(
    c,
    [
      [0, '#c9c6e4'],
      [1, '#8e89bd'],
    ],
    0,
    0,
    1,
    1,
  );
  return (
    glow(c, x, y - h * 1.1, w * 0.75, C.cyan, 0.35) +
    `<path d="M${n(x - w / 2)} ${n(y)}L${n(x - w * 0.47)} ${n(y - h)}H${n(x + w * 0.47)}L${n(x + w / 2)} ${n(y)}Z" fill="${lid}"/>` +
    `<circle cx="${n(x)}" cy="${n(y - h * 0.5)}" r="${n(w * 0.09)}" fill="${col}"/>` +
    spark(x, y - h * 0.5, w * 0.06, C.white) +
    `<rect x="${n(x + w * 0.22)}" y="${n(y - h * 0.3)}" width="${n(w * 0.1)}" height="${n(w * 0.1)}" rx="${n(w * 0.02)}" fill="${C.amber}" transform="rotate(12 ${n(x + w * 0.27)} ${n(y - h * 0.25)})"/>` +
    `<rect x="${n(x - w * 0.55)}" y="${n(y)}" width="${n(w * 1.1)}" height="${n(w * 0.03)}" rx="${n(w * 0.015)}" fill="#5d5996"/>`
  );
}

/** Top-down person (chair, shoulders, arms, head) rotated to face angle a. */
export function topPerson(x: number, y: number, s: number, a: number, col: string, hair: string): string {
  const deg = n((a * 180) / Math.PI + 90);
  const arm = (side: number): string =>
    `<rect x="${n(side * 0.78 * s - 0.15 * s)}" y="${n(-0.95 * s)}" width="${n(0.3 * s)}" height="${n(0.95 * s)}" rx="${n(0.15 * s)}" fill="${col}"/>` +
    `<circle cx="${n(side * 0.72 * s)}" cy="${n(-0.98 * s)}" r="${n(0.16 * s)}" fill="#d9a27e"/>`;
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${deg})">` +
    `<rect x="${n(-0.9 * s)}" y="${n(0.05 * s)}" width="${n(1.8 * s)}" height="${n(0.75 * s)}" rx="${n(0.3 * s)}" fill="${C.ink}" opacity="0.75"/>` +
    arm(-1) +
    arm(1) +
    `<rect x="${n(-s)}" y="${n(-0.38 * s)}" width="${n(2 * s)}" height="${n(0.76 * s)}" rx="${n(0.38 * s)}" fill="${col}"/>` +
    `<circle cx="0" cy="${n(0.02 * s)}" r="${n(0.4 * s)}" fill="${hair}"/></g>`
  );
}

/** Round mentoring table seen from above, with people and laptops. */
export function roundTable(c: Ctx, x: number, y: number, R: number, cols: string[]): string {
  const seats = c.r.int(4, 6);
  const start = c.r.range(0, Math.PI);
  let people = '';
  let items = '';
  for (let i = 0; i < seats; i++) {
    const a = start + (i / seats) * Math.PI * 2;
    people += topPerson(
      x + Math.cos(a) * R * 1.18,
      y + Math.sin(a) * R * 1.18,
      R * 0.36,
      a + Math.PI,
      c.r.pick(cols),
      C.ink,
    );
    const lx = x + Math.cos(a) * R * 0.62;
    const ly = y + Math.sin(a) * R * 0.62;
    const deg = n((a * 180) / Math.PI + 90);
    items += c.r.chance(0.6)
      ? `<g transform="translate(${n(lx)} ${n(ly)}) rotate(${deg})"><rect x="${n(-R * 0.2)}" y="${n(-R * 0.13)}" width="${n(R * 0.4)}" height="${n(R * 0.26)}" rx="${n(R * 0.02)}" fill="#c9c5e6"/><rect x="${n(-R * 0.2)}" y="${n(-R * 0.2)}" width="${n(R * 0.4)}" height="${n(R * 0.05)}" rx="${n(R * 0.02)}" fill="${C.navy2}"/></g>`
      : `<circle cx="${n(lx)}" cy="${n(ly)}" r="${n(R * 0.08)}" fill="${C.white}"/><circle cx="${n(lx)}" cy="${n(ly)}" r="${n(R * 0.055)}" fill="#6b4a2b"/>`;
  }
  const top = rad(
    c,
    [
      [0, '#ffffff'],
      [1, '#d8d3f2'],
    ],
    0.4,
    0.35,
    0.7,
  );
  return (
    `<circle cx="${n(x + R * 0.06)}" cy="${n(y + R * 0.1)}" r="${n(R * 1.05)}" fill="${C.ink}" opacity="0.45" filter="${blur(c, R * 0.06)}"/>` +
    people +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(R)}" fill="${top}"/>` +
    items +
    spark(x, y, R * 0.14, C.violet)
  );
}

/** Rocket with flame, pointing up-right by `deg` degrees. */
export function rocket(c: Ctx, x: number, y: number, s: number, deg: number, trail = 0): string {
  const plume = lin(c, [
    [0, C.amber, 0.85],
    [0.35, C.magenta, 0.5],
    [1, C.violet, 0],
  ]);
  const body = lin(
    c,
    [
      [0, '#ffffff'],
      [0.6, '#d9d4f5'],
      [1, '#a49cd8'],
    ],
    0,
    0,
    1,
    0,
  );
  const flame = lin(c, [
    [0, '#fff4c2'],
    [0.3, C.amber],
    [0.7, C.magenta, 0.8],
    [1, C.magenta, 0],
  ]);
  return (
    `<g transform="translate(${n(x)} ${n(y)}) rotate(${deg})">` +
    (trail > 0
      ? `<path d="M${n(-0.3 * s)} ${n(1.2 * s)}H${n(0.3 * s)}L${n(1.3 * s)} ${n(trail * s)}H${n(-1.3 * s)}Z" fill="${plume}" filter="${blur(c, s * 0.2)}"/>`
      : '') +
    glow(c, 0, 2.2 * s, 1.6 * s, C.amber, 0.7) +
    `<path d="M${n(-0.38 * s)} ${n(1.2 * s)}Q0 ${n(4.2 * s)} ${n(0.38 * s)} ${n(1.2 * s)}Z" fill="${flame}"/>` +
    `<path d="M${n(-0.55 * s)} ${n(0.7 * s)}L${n(-1.0 * s)} ${n(1.35 * s)}L${n(-0.45 * s)} ${n(1.2 * s)}ZM${n(0.55 * s)} ${n(0.7 * s)}L${n(s)} ${n(1.35 * s)}L${n(0.45 * s)} ${n(1.2 * s)}Z" fill="${C.magenta}"/>` +
    `<path d="M0 ${n(-2 * s)}C${n(0.75 * s)} ${n(-1.3 * s)} ${n(0.62 * s)} ${n(0.5 * s)} ${n(0.45 * s)} ${n(1.25 * s)}H${n(-0.45 * s)}C${n(-0.62 * s)} ${n(0.5 * s)} ${n(-0.75 * s)} ${n(-1.3 * s)} 0 ${n(-2 * s)}Z" fill="${body}"/>` +
    `<path d="M0 ${n(-2 * s)}C${n(0.3 * s)} ${n(-1.75 * s)} ${n(0.45 * s)} ${n(-1.5 * s)} ${n(0.55 * s)} ${n(-1.2 * s)}H${n(-0.55 * s)}C${n(-0.45 * s)} ${n(-1.5 * s)} ${n(-0.3 * s)} ${n(-1.75 * s)} 0 ${n(-2 * s)}Z" fill="${C.violet}"/>` +
    `<circle cx="0" cy="${n(-0.5 * s)}" r="${n(0.26 * s)}" fill="${C.cyan}" stroke="${C.navy2}" stroke-width="${n(0.08 * s)}"/>` +
    `</g>`
  );
}

/** Stage microphone on a stand. */
export function microphone(c: Ctx, x: number, y: number, s: number, col: string): string {
  const metal = lin(
    c,
    [
      [0, '#5a5f8f'],
      [0.4, '#d8d6ee'],
      [1, '#3a3f6e'],
    ],
    0,
    0,
    1,
    0,
  );
  let mesh = '';
  for (let i = 1; i < 6; i++)
    mesh += `<line x1="${n(x - 0.55 * s)}" y1="${n(y - 1.6 * s + i * 0.3 * s)}" x2="${n(x + 0.55 * s)}" y2="${n(y - 1.6 * s + i * 0.3 * s)}"/>`;
  return (
    glow(c, x, y - 1.1 * s, 2.2 * s, col, 0.45) +
    `<rect x="${n(x - 0.06 * s)}" y="${n(y + 0.9 * s)}" width="${n(0.12 * s)}" height="${n(c.h)}" fill="#2c3064"/>` +
    `<rect x="${n(x - 0.25 * s)}" y="${n(y - 0.1 * s)}" width="${n(0.5 * s)}" height="${n(1.1 * s)}" rx="${n(0.2 * s)}" fill="${C.ink}"/>` +
    `<rect x="${n(x - 0.6 * s)}" y="${n(y - 1.9 * s)}" width="${n(1.2 * s)}" height="${n(1.9 * s)}" rx="${n(0.6 * s)}" fill="${metal}"/>` +
    `<g stroke="${C.navy}" stroke-opacity="0.45" stroke-width="${n(0.04 * s)}">${mesh}</g>` +
    `<rect x="${n(x - 0.62 * s)}" y="${n(y - 0.25 * s)}" width="${n(1.24 * s)}" height="${n(0.18 * s)}" fill="${col}"/>`
  );
}

/** Whiteboard covered with sticky notes. */
export function stickyBoard(c: Ctx, x: number, y: number, w: number, h: number): string {
  const notes = [C.amber, C.magenta, C.cyan, '#b59cff', '#ffd66b'];
  let out = `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(w * 0.01)}" fill="#e9e6f8"/>`;
  const cols = 6;
  const rows = 4;
  const sw = w / (cols + 1.6);
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < rows; j++) {
      if (c.r.chance(0.25)) continue;
      const nx = x + sw * 0.4 + i * sw * 1.2 + c.r.range(-4, 4);
      const ny = y + h * 0.08 + j * (h * 0.22) + c.r.range(-4, 4);
      const col = c.r.pick(notes);
      out += `<rect x="${n(nx)}" y="${n(ny)}" width="${n(sw)}" height="${n(sw)}" fill="${col}" transform="rotate(${n(c.r.range(-5, 5))} ${n(nx + sw / 2)} ${n(ny + sw / 2)})"/>`;
      out += `<path d="M${n(nx + sw * 0.15)} ${n(ny + sw * 0.35)}h${n(sw * 0.6)}M${n(nx + sw * 0.15)} ${n(ny + sw * 0.55)}h${n(sw * 0.45)}" stroke="${C.navy2}" stroke-opacity="0.55" stroke-width="${n(sw * 0.05)}" stroke-linecap="round"/>`;
    }
  }
  return out;
}

/** Geometric "idea" shapes: triangles, hexagons and rings. */
export function ideaShapes(c: Ctx, count: number, cols: string[]): string {
  let out = '';
  const u = Math.min(c.w, c.h);
  for (let i = 0; i < count; i++) {
    const x = c.r.range(0, c.w);
    const y = c.r.range(0, c.h);
    const s = c.r.range(0.02, 0.07) * u;
    const col = c.r.pick(cols);
    const k = c.r.int(0, 2);
    const pts = k === 2 ? 0 : k === 0 ? 3 : 6;
    const style = `fill="none" stroke="${col}" stroke-width="${n(u * 0.004)}" opacity="${n(c.r.range(0.5, 0.95))}"`;
    if (pts === 0) out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(s * 0.6)}" ${style}/>`;
    else {
      const rot = c.r.range(0, Math.PI);
      const p = Array.from(
        { length: pts },
        (_, j) =>
          `${n(x + Math.cos(rot + (j / pts) * 2 * Math.PI) * s)},${n(y + Math.sin(rot + (j / pts) * 2 * Math.PI) * s)}`,
      );
      out += `<polygon points="${p.join(' ')}" ${style}/>`;
    }
  }
  return out;
}

/** String of festoon lights along a sagging curve. */
export function festoon(c: Ctx, y: number, sag: number, count: number): string {
  let out = `<path d="M0 ${n(y)}Q${n(c.w / 2)} ${n(y + sag * 2)} ${c.w} ${n(y)}" fill="none" stroke="${C.ink}" stroke-width="2"/>`;
  for (let i = 1; i < count; i++) {
    const t = i / count;
    const by = (1 - t) * (1 - t) * y + 2 * t * (1 - t) * (y + sag * 2) + t * t * y;
    out +=
      glow(c, t * c.w, by + 8, 26, C.amber, 0.7) +
      `<circle cx="${n(t * c.w)}" cy="${n(by + 7)}" r="5" fill="#fff2c4"/>`;
  }
  return out;
}

/** Linear colour mix of two #rrggbb colours. */
export function mix(a: string, b: string, t: number): string {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return (
    '#' +
    pa
      .map((v, i) =>
        Math.round(v + ((pb[i] ?? v) - v) * t)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}
