// Event "photos" as geometric illustrations. Each scene draws a full canvas.
import { ACCENTS, C, blur, fill, lin, mirror, n, rad } from './kit.ts';
import type { Ctx } from './kit.ts';
import {
  bokeh,
  bulb,
  bust,
  chart,
  confetti,
  crowd,
  dotGrid,
  festoon,
  figure,
  floorGrid,
  glow,
  ideaShapes,
  laptopBack,
  microphone,
  mix,
  podium,
  rocket,
  roundTable,
  screen,
  spark,
  sparks,
  stageLights,
  stars,
  stickyBoard,
  topPerson,
  trophy,
} from './motifs.ts';

export type Scene = (c: Ctx) => string;

/** Accent safe for tinting people (amber tints turn muddy brown). */
const cool = (col: string): string => (col === C.amber ? C.violet : col);

/** Two distinct accent colours for this image. */
function pair(c: Ctx): [string, string] {
  const a = c.r.pick(ACCENTS);
  const rest = ACCENTS.filter((x) => x !== a);
  return [a, c.r.pick(rest)];
}

const darkBg = (c: Ctx, tint: string): string =>
  fill(
    c,
    lin(c, [
      [0, mix(C.navy, tint, 0.18)],
      [0.6, C.navy],
      [1, C.ink],
    ]),
  ) + glow(c, c.w * c.r.range(0.3, 0.7), c.h * 0.25, Math.max(c.w, c.h) * 0.6, tint, 0.35);

/** Keynote stage: screen, light cones, speaker at a lectern, crowd in front. */
export const stage: Scene = (c) => {
  const { w, h } = c;
  const [a, b] = pair(c);
  const u = Math.min(w, h);
  const sw = w * 0.5;
  const sh = Math.min(sw * 0.56, h * 0.34);
  const sx = w * c.r.range(0.12, 0.38);
  const inner = c.r.chance(0.5)
    ? bulb(c, sx + sw / 2, sh * 0.42 + h * 0.12, sh * 0.18, b)
    : chart(c, sx + sw * 0.12, h * 0.12 + sh * 0.15, sw * 0.76, sh * 0.7, [a, b, C.white]);
  const px = sx + sw * c.r.range(0.75, 1.0);
  const body =
    darkBg(c, a) +
    screen(c, sx, h * 0.12, sw, sh, a, inner) +
    stageLights(c, c.r.int(4, 7), [a, b, C.white], 0.8, 0.42) +
    `<rect y="${n(h * 0.66)}" width="${w}" height="${n(h * 0.14)}" fill="${lin(c, [
      [0, C.haze],
      [1, C.ink],
    ])}"/>` +
    `<rect y="${n(h * 0.66)}" width="${w}" height="${n(u * 0.006)}" fill="${a}" opacity="0.8"/>` +
    figure(px + u * 0.1, h * 0.67, h * 0.26, C.ink, { arm: -0.4 }) +
    podium(c, px - u * 0.02, h * 0.68, u * 0.08, a) +
    bokeh(c, 24, [a, b, C.white], 0.0, 0.6, 0.8) +
    crowd(c, h * 0.8, h * 1.02, b);
  return body;
};

/** Looking over the audience towards a glowing stage. */
export const audience: Scene = (c) => {
  const { w, h } = c;
  const [a, b] = pair(c);
  const u = Math.min(w, h);
  return (
    darkBg(c, b) +
    stageLights(c, c.r.int(5, 9), [a, b], 0.7, 0.35) +
    screen(c, w * 0.3, h * 0.1, w * 0.4, h * 0.22, a, bulb(c, w * 0.5, h * 0.18, h * 0.045, C.amber)) +
    glow(c, w / 2, h * 0.42, u * 0.5, a, 0.5) +
    `<rect y="${n(h * 0.38)}" width="${w}" height="${n(h * 0.04)}" fill="${C.haze}"/>` +
    figure(w * c.r.range(0.35, 0.65), h * 0.4, h * 0.12, C.ink) +
    sparks(c, 14, [C.white, C.amber], 0.012) +
    crowd(c, h * 0.5, h * 1.04, a)
  );
};

/** Networking floor: cocktail tables, groups chatting, festoon lights. */
export const networking: Scene = (c) => {
  const { w, h } = c;
  const [a, b] = pair(c);
  const cols = [C.violet, C.magenta, '#2f3a8f', '#1f6f8b', '#3a2a78', C.haze];
  let groups = '';
  const count = w > h ? 4 : 3;
  for (let g = 0; g < count; g++) {
    const gx = (w * (g + 0.5)) / count + c.r.range(-0.04, 0.04) * w;
    const depth = c.r.range(0, 1);
    const fy = h * (0.8 + depth * 0.14);
    const fh = Math.min(h, w * 1.1) * (0.34 + depth * 0.14);
    groups += `<ellipse cx="${n(gx)}" cy="${n(fy)}" rx="${n(fh * 0.35)}" ry="${n(fh * 0.04)}" fill="${C.ink}" opacity="0.5"/>`;
    groups += `<rect x="${n(gx - fh * 0.012)}" y="${n(fy - fh * 0.52)}" width="${n(fh * 0.024)}" height="${n(fh * 0.52)}" fill="${C.ink}"/>`;
    groups += `<ellipse cx="${n(gx)}" cy="${n(fy - fh * 0.52)}" rx="${n(fh * 0.13)}" ry="${n(fh * 0.03)}" fill="${C.white}"/>`;
    groups += `<rect x="${n(gx - fh * 0.05)}" y="${n(fy - fh * 0.6)}" width="${n(fh * 0.035)}" height="${n(fh * 0.07)}" fill="${a}" opacity="0.9"/>`;
    const people = c.r.int(2, 3);
    for (let p = 0; p < people; p++) {
      const side = p % 2 === 0 ? -1 : 1;
      const px = gx + side * fh * (0.22 + p * 0.07) * c.r.range(0.9, 1.2);
      groups += figure(
        px,
        fy,
        fh * c.r.range(0.9, 1.05),
        c.r.pick(cols),
        c.r.chance(0.4) ? { arm: side > 0 ? -2.95 : -0.2 } : {},
      );
    }
  }
  return (
    fill(
      c,
      lin(c, [
        [0, C.navy],
        [0.55, mix(C.navy, a, 0.3)],
        [0.7, C.navy2],
        [1, C.ink],
      ]),
    ) +
    bokeh(c, 40, [C.amber, a, b, C.white], 0.05, 0.6, 0.9) +
    festoon(c, h * 0.08, h * 0.06, 12) +
    festoon(c, h * 0.2, h * 0.05, 9) +
    `<rect y="${n(h * 0.7)}" width="${w}" height="${n(h * 0.3)}" fill="${lin(c, [
      [0, C.navy2],
      [1, C.ink],
    ])}"/>` +
    groups
  );
};

/** Mentoring round tables seen from above. */
export const mentoring: Scene = (c) => {
  const { w, h } = c;
  const [a, b] = pair(c);
  const u = Math.min(w, h);
  const cols = [a, b, C.white, '#8a7cf6', '#5b63b7'];
  const grid = w > h * 1.2 ? [2, 1] : h > w * 1.2 ? [1, 2] : [2, 2];
  const [gx = 1, gy = 1] = grid;
  let tables = '';
  for (let i = 0; i < gx; i++) {
    for (let j = 0; j < gy; j++) {
      const x = (w * (i + 0.5)) / gx + c.r.range(-0.05, 0.05) * w;
      const y = (h * (j + 0.5)) / gy + c.r.range(-0.05, 0.05) * h;
      const R = Math.min(w / gx, h / gy) * 0.24;
      tables += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(R * 1.9)}" fill="${c.r.pick([a, b])}" opacity="0.14"/>`;
      tables += roundTable(c, x, y, R, cols);
    }
  }
  const plants = Array.from({ length: 4 }, () => {
    const x = c.r.pick([0.04, 0.96]) * w;
    const y = c.r.range(0.1, 0.9) * h;
    return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(u * 0.05)}" fill="#1e6b5c"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(u * 0.028)}" fill="#2f9277"/>`;
  }).join('');
  return (
    fill(
      c,
      rad(
        c,
        [
          [0, C.navy2],
          [1, C.navy],
        ],
        0.5,
        0.5,
        0.8,
      ),
    ) +
    dotGrid(c, Math.round(u / 22), C.white, 0.12) +
    tables +
    plants
  );
};

/** Founder pitching next to a big chart. */
const pitch: Scene = (c) => {
  const { w, h } = c;
  const [a, b] = pair(c);
  const u = Math.min(w, h);
  const sx = w * 0.3;
  const sw = w * 0.62;
  const sh = Math.min(sw * 0.58, h * 0.45);
  const sy = h * 0.12;
  const body =
    darkBg(c, a) +
    screen(
      c,
      sx,
      sy,
      sw,
      sh,
      b,
      chart(c, sx + sw * 0.08, sy + sh * 0.18, sw * 0.55, sh * 0.66, [a, b, C.amber]) +
        bulb(c, sx + sw * 0.82, sy + sh * 0.4, sh * 0.1, C.amber),
    ) +
    glow(c, w * 0.15, h * 0.3, u * 0.35, C.white, 0.2) +
    `<polygon points="${n(w * 0.12)},0 ${n(w * 0.18)},0 ${n(w * 0.3)},${n(h * 0.72)} ${n(w * 0.0)},${n(h * 0.72)}" fill="${lin(
      c,
      [
        [0, C.white, 0.3],
        [1, C.white, 0],
      ],
    )}" filter="${blur(c, u * 0.01)}"/>` +
    `<rect y="${n(h * 0.7)}" width="${w}" height="${n(h * 0.3)}" fill="${lin(c, [
      [0, C.haze],
      [1, C.ink],
    ])}"/>` +
    figure(w * 0.15, h * 0.71, h * 0.34, C.ink, { arm: -0.35 }) +
    crowd(c, h * 0.88, h * 1.03, a);
  return body;
};

/** Award moment: trophy under a spotlight with confetti. */
const award: Scene = (c) => {
  const { w, h } = c;
  const [a, b] = pair(c);
  const u = Math.min(w, h);
  const x = w * c.r.range(0.4, 0.6);
  return (
    fill(
      c,
      rad(
        c,
        [
          [0, mix(C.navy2, a, 0.35)],
          [0.6, C.navy],
          [1, C.ink],
        ],
        0.5,
        0.45,
        0.75,
      ),
    ) +
    bokeh(c, 30, [a, b, C.amber], 0, 1, 1) +
    `<polygon points="${n(x - u * 0.04)},0 ${n(x + u * 0.04)},0 ${n(x + u * 0.32)},${n(h * 0.8)} ${n(x - u * 0.32)},${n(h * 0.8)}" fill="${lin(
      c,
      [
        [0, C.white, 0.35],
        [1, C.white, 0.03],
      ],
    )}" filter="${blur(c, u * 0.01)}"/>` +
    `<ellipse cx="${n(x)}" cy="${n(h * 0.8)}" rx="${n(u * 0.36)}" ry="${n(u * 0.06)}" fill="${C.white}" opacity="0.12"/>` +
    glow(c, x, h * 0.5, u * 0.4, C.amber, 0.45) +
    trophy(c, x, h * 0.5, u * 0.16) +
    `<rect x="${n(x - u * 0.22)}" y="${n(h * 0.5 + u * 0.46)}" width="${n(u * 0.44)}" height="${n(h)}" fill="${lin(
      c,
      [
        [0, C.navy2],
        [1, C.ink],
      ],
      0,
      0,
      1,
      0,
    )}"/>` +
    confetti(c, 90, [a, b, C.amber, C.white]) +
    sparks(c, 10, [C.white, C.amber], 0.02)
  );
};

/** Hackathon table from above: laptops, notes, coffee. */
const hackathon: Scene = (c) => {
  const { w, h } = c;
  const [a, b] = pair(c);
  const u = Math.min(w, h);
  const vertical = h > w;
  const L = vertical ? h : w;
  const across = vertical ? w : h;
  let items = '';
  const seats = Math.max(3, Math.round(L / (u * 0.32)));
  for (let i = 0; i < seats; i++) {
    for (const side of [-1, 1]) {
      const t = (i + 0.5) / seats;
      const along = L * t + c.r.range(-0.02, 0.02) * L;
      const person = across / 2 + side * across * 0.3;
      const lap = across / 2 + side * across * 0.1;
      const deg = side > 0 ? 180 : 0;
      const s = u * 0.085;
      const [px, py, lx, ly] = vertical ? [person, along, lap, along] : [along, person, along, lap];
      items += topPerson(
        px,
        py,
        s,
        side > 0 ? -Math.PI / 2 : Math.PI / 2,
        c.r.pick([a, b, '#4b54a8', '#8a7cf6']),
        C.ink,
      );
      items += `<g transform="translate(${n(lx)} ${n(ly)}) rotate(${vertical ? deg + 90 : deg})"><rect x="${n(-s * 0.9)}" y="${n(-s * 0.2)}" width="${n(s * 1.8)}" height="${n(s * 1.1)}" rx="${n(s * 0.08)}" fill="#c9c5e6"/><rect x="${n(-s * 0.9)}" y="${n(-s * 0.45)}" width="${n(s * 1.8)}" height="${n(s * 0.22)}" rx="${n(s * 0.06)}" fill="${C.navy2}"/>${glow(c, 0, -s * 0.35, s * 0.9, C.cyan, 0.35)}</g>`;
      if (c.r.chance(0.5)) {
        const [cx, cy] = vertical
          ? [across / 2 + side * across * 0.02, along + s * 1.2]
          : [along + s * 1.2, across / 2 + side * across * 0.02];
        items += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s * 0.22)}" fill="${C.white}"/><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s * 0.15)}" fill="#6b4a2b"/>`;
      }
      if (c.r.chance(0.35)) {
        const [nx, ny] = vertical
          ? [across / 2 - side * across * 0.03, along - s]
          : [along - s, across / 2 - side * across * 0.03];
        items += `<rect x="${n(nx)}" y="${n(ny)}" width="${n(s * 0.5)}" height="${n(s * 0.5)}" fill="${c.r.pick([C.amber, C.magenta, C.cyan])}" transform="rotate(${c.r.int(-15, 15)} ${n(nx)} ${n(ny)})"/>`;
      }
    }
  }
  const table = vertical
    ? `<rect x="${n(w * 0.3)}" y="-10" width="${n(w * 0.4)}" height="${h + 20}" fill="${lin(
        c,
        [
          [0, '#e7e3fa'],
          [1, '#cfc9ef'],
        ],
        0,
        0,
        1,
        0,
      )}"/>`
    : `<rect x="-10" y="${n(h * 0.3)}" width="${w + 20}" height="${n(h * 0.4)}" fill="${lin(c, [
        [0, '#e7e3fa'],
        [1, '#cfc9ef'],
      ])}"/>`;
  return fill(c, C.navy) + dotGrid(c, Math.round(u / 26), a, 0.25) + table + items;
};

/** Abstract "bright idea": a bulb orbited by geometric shapes. */
export const idea: Scene = (c) => {
  const { w, h } = c;
  const [a, b] = pair(c);
  const u = Math.min(w, h);
  const x = w * c.r.range(0.35, 0.65);
  const y = h * 0.42;
  let rings = '';
  for (let i = 1; i <= 3; i++) {
    rings += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(u * 0.14 * i)}" ry="${n(u * 0.05 * i)}" fill="none" stroke="${i % 2 ? a : b}" stroke-width="${n(u * 0.003)}" opacity="0.6" transform="rotate(${c.r.int(-30, 30)} ${n(x)} ${n(y)})"/>`;
  }
  return (
    fill(
      c,
      lin(
        c,
        [
          [0, mix(C.navy, a, 0.45)],
          [0.55, C.navy],
          [1, C.ink],
        ],
        0,
        0,
        1,
        1,
      ),
    ) +
    dotGrid(c, Math.round(u / 24), C.white, 0.15) +
    glow(c, w * 0.85, h * 0.85, u * 0.5, b, 0.4) +
    ideaShapes(c, 26, [a, b, C.cyan, C.white]) +
    rings +
    bulb(c, x, y, u * 0.11, C.amber) +
    sparks(c, 16, [C.white, C.amber, b], 0.025)
  );
};

/** Design-thinking workshop: sticky-note wall and participants. */
export const workshop: Scene = (c) => {
  const { w, h } = c;
  const [a, b] = pair(c);
  const u = Math.min(w, h);
  const bw = w * 0.7;
  const bh = Math.min(bw * 0.55, h * 0.42);
  let lamps = '';
  for (let i = 0; i < 4; i++) {
    const x = (w * (i + 0.5)) / 4;
    lamps +=
      `<line x1="${n(x)}" y1="0" x2="${n(x)}" y2="${n(h * 0.05)}" stroke="${C.ink}" stroke-width="3"/>` +
      glow(c, x, h * 0.06, u * 0.12, C.amber, 0.6) +
      `<path d="M${n(x - u * 0.03)} ${n(h * 0.065)}Q${n(x)} ${n(h * 0.03)} ${n(x + u * 0.03)} ${n(h * 0.065)}Z" fill="${C.ink}"/>`;
  }
  let seated = '';
  for (let x = w * 0.08; x < w; x += w * c.r.range(0.18, 0.26))
    seated += bust(
      x,
      h * 1.01,
      u * 0.11,
      c.r.pick([C.ink, '#22286a', mix(C.ink, cool(a), 0.3), mix(C.ink, cool(b), 0.3)]),
    );
  const body =
    fill(
      c,
      lin(c, [
        [0, '#262c6e'],
        [0.7, C.navy2],
        [1, C.navy],
      ]),
    ) +
    lamps +
    `<rect x="${n(w * 0.1 - 6)}" y="${n(h * 0.14 - 6)}" width="${n(bw + 12)}" height="${n(bh + 12)}" rx="8" fill="${C.ink}"/>` +
    stickyBoard(c, w * 0.1, h * 0.14, bw, bh) +
    `<rect y="${n(h * 0.72)}" width="${w}" height="${n(h * 0.28)}" fill="${lin(c, [
      [0, '#1a1f55'],
      [1, C.ink],
    ])}"/>` +
    figure(w * 0.82, h * 0.75, h * 0.42, c.r.pick(['#4a2fb0', '#3a2a78', '#1f6f8b', '#8a2f64']), {
      arm: -2.5,
      head: C.ink,
    }) +
    seated;
  return c.r.chance(0.5) ? mirror(c, body) : body;
};

/** Seated panel discussion on stage. */
const panel: Scene = (c) => {
  const { w, h } = c;
  const [a, b] = pair(c);
  const u = Math.min(w, h);
  const people = w > h ? 4 : 3;
  const floor = h * 0.74;
  let out = '';
  for (let i = 0; i < people; i++) {
    const x = w * (0.14 + (0.72 * (i + 0.5)) / people);
    const facing = i < people / 2 ? 1 : -1;
    out += seated(
      x,
      floor,
      h * 0.3 * (w > h ? 1 : 0.7),
      c.r.pick([C.ink, '#262b66', mix(C.ink, cool(a), 0.4)]),
      facing,
      c.r.pick([a, b, C.white]),
    );
  }
  let arcs = '';
  for (let i = 1; i <= 5; i++)
    arcs += `<circle cx="${n(w / 2)}" cy="${n(h * 0.5)}" r="${n(u * 0.12 * i)}" fill="none" stroke="${i % 2 ? a : b}" stroke-width="${n(u * 0.012)}" opacity="${n(0.5 - i * 0.07)}"/>`;
  return (
    darkBg(c, a) +
    arcs +
    stageLights(c, 5, [a, b, C.white], 0.75, 0.3) +
    `<rect y="${n(floor)}" width="${w}" height="${n(h - floor)}" fill="${lin(c, [
      [0, '#2a2f6b'],
      [1, C.ink],
    ])}"/>` +
    `<rect y="${n(floor)}" width="${w}" height="${n(u * 0.006)}" fill="${b}" opacity="0.8"/>` +
    out +
    crowd(c, h * 0.92, h * 1.03, a)
  );
};

/** Seated figure on a stool; facing 1 = right, -1 = left. */
function seated(x: number, floor: number, hh: number, col: string, facing: number, accent: string): string {
  const u = hh / 10;
  const f = (d: number): number => x + d * u * facing;
  return (
    `<g stroke="${C.ink}" stroke-width="${n(0.25 * u)}"><line x1="${n(f(-0.9))}" y1="${n(floor - 3.8 * u)}" x2="${n(f(-1.3))}" y2="${n(floor)}"/><line x1="${n(f(0.9))}" y1="${n(floor - 3.8 * u)}" x2="${n(f(1.3))}" y2="${n(floor)}"/></g>` +
    `<rect x="${n(x - 1.4 * u)}" y="${n(floor - 4.1 * u)}" width="${n(2.8 * u)}" height="${n(0.4 * u)}" rx="${n(0.2 * u)}" fill="${accent}"/>` +
    `<circle cx="${n(f(0.2))}" cy="${n(floor - 9.3 * u)}" r="${n(0.75 * u)}" fill="${col}"/>` +
    `<rect x="${n(x - 1.2 * u)}" y="${n(floor - 8.3 * u)}" width="${n(2.4 * u)}" height="${n(4.3 * u)}" rx="${n(0.9 * u)}" fill="${col}"/>` +
    `<rect x="${n(Math.min(f(-0.5), f(3.2)))}" y="${n(floor - 4.9 * u)}" width="${n(3.7 * u)}" height="${n(1.0 * u)}" rx="${n(0.45 * u)}" fill="${col}"/>` +
    `<rect x="${n(Math.min(f(2.4), f(3.3)))}" y="${n(floor - 4.4 * u)}" width="${n(0.9 * u)}" height="${n(4.4 * u)}" rx="${n(0.4 * u)}" fill="${col}"/>`
  );
}

/** Launch night: rocket over a neon grid. */
export const launch: Scene = (c) => {
  const { w, h } = c;
  const [a, b] = pair(c);
  const u = Math.min(w, h);
  const horizon = h * 0.66;
  const x = w * c.r.range(0.45, 0.7);
  const y = h * c.r.range(0.3, 0.4);
  const s = u * 0.07;
  const trail = (horizon - y) / Math.cos((20 * Math.PI) / 180) / s;
  const base = x - Math.sin((20 * Math.PI) / 180) * trail * s;
  let smoke = '';
  for (let i = 0; i < 26; i++) {
    smoke += `<circle cx="${n(base + c.r.range(-0.3, 0.3) * Math.min(w, 1.4 * h))}" cy="${n(horizon + c.r.range(-0.02, 0.08) * h)}" r="${n(u * c.r.range(0.04, 0.11))}" fill="${c.r.pick(['#d6d1f5', '#b7aff0', '#efeaff'])}" opacity="0.8"/>`;
  }
  return (
    fill(
      c,
      lin(c, [
        [0, C.ink],
        [0.5, C.navy2],
        [0.66, mix(C.navy2, a, 0.6)],
        [1, C.ink],
      ]),
    ) +
    stars(c, 160, 0.6) +
    `<circle cx="${n(w * 0.15)}" cy="${n(h * 0.2)}" r="${n(u * 0.09)}" fill="${rad(
      c,
      [
        [0, b],
        [1, mix(b, C.navy, 0.7)],
      ],
      0.35,
      0.35,
      0.8,
    )}"/>` +
    `<ellipse cx="${n(w * 0.15)}" cy="${n(h * 0.2)}" rx="${n(u * 0.16)}" ry="${n(u * 0.03)}" fill="none" stroke="${C.white}" stroke-opacity="0.5" stroke-width="${n(u * 0.004)}" transform="rotate(-18 ${n(w * 0.15)} ${n(h * 0.2)})"/>` +
    glow(c, w / 2, horizon, w * 0.6, a, 0.5) +
    `<rect y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="${C.ink}" opacity="0.7"/>` +
    floorGrid(c, horizon, a, 0.55) +
    `<g filter="${blur(c, u * 0.006)}">${smoke}</g>` +
    rocket(c, x, y, s, 20, trail) +
    sparks(c, 8, [C.white, C.amber], 0.015)
  );
};

/** Close-up microphone in front of blurred stage lights. */
const mic: Scene = (c) => {
  const { w, h } = c;
  const [a, b] = pair(c);
  const u = Math.min(w, h);
  const body =
    darkBg(c, b) +
    bokeh(c, 50, [a, b, C.amber, C.white], 0, 1, 1.6) +
    microphone(c, w * c.r.range(0.55, 0.7), h * 0.52, u * 0.16, a) +
    sparks(c, 6, [C.white], 0.015);
  return c.r.chance(0.5) ? mirror(c, body) : body;
};

/** Event badges on lanyards. */
const badges: Scene = (c) => {
  const { w, h } = c;
  const [a, b] = pair(c);
  const u = Math.min(w, h);
  let out = '';
  const count = w > h ? 3 : 2;
  for (let i = 0; i < count; i++) {
    const x = (w * (i + 0.5)) / count;
    const y = h * c.r.range(0.45, 0.6);
    const bw = u * 0.26;
    const bh = bw * 1.4;
    const rot = n(c.r.range(-10, 10));
    const col = [a, b, C.cyan][i % 3] ?? a;
    out +=
      `<path d="M${n(x - bw * 0.35)} -10L${n(x - bw * 0.05)} ${n(y - bh / 2)}M${n(x + bw * 0.35)} -10L${n(x + bw * 0.05)} ${n(y - bh / 2)}" stroke="${col}" stroke-width="${n(u * 0.018)}"/>` +
      `<g transform="rotate(${rot} ${n(x)} ${n(y - bh / 2)})">` +
      `<rect x="${n(x - bw / 2 + 8)}" y="${n(y - bh / 2 + 12)}" width="${n(bw)}" height="${n(bh)}" rx="${n(bw * 0.06)}" fill="${C.ink}" opacity="0.5"/>` +
      `<rect x="${n(x - bw / 2)}" y="${n(y - bh / 2)}" width="${n(bw)}" height="${n(bh)}" rx="${n(bw * 0.06)}" fill="${C.white}"/>` +
      `<path d="M${n(x - bw / 2)} ${n(y - bh / 2 + bw * 0.06)}q0 ${n(-bw * 0.06)} ${n(bw * 0.06)} ${n(-bw * 0.06)}h${n(bw * 0.88)}q${n(bw * 0.06)} 0 ${n(bw * 0.06)} ${n(bw * 0.06)}v${n(bh * 0.3)}h${n(-bw)}Z" fill="${lin(
        c,
        [
          [0, C.violet],
          [1, col],
        ],
        0,
        0,
        1,
        1,
      )}"/>` +
      bulb(c, x, y - bh * 0.3, bw * 0.07, C.amber) +
      `<circle cx="${n(x)}" cy="${n(y + bh * 0.05)}" r="${n(bw * 0.14)}" fill="${C.navy2}"/>` +
      `<rect x="${n(x - bw * 0.3)}" y="${n(y + bh * 0.18)}" width="${n(bw * 0.6)}" height="${n(bh * 0.05)}" rx="4" fill="${C.navy2}"/>` +
      `<rect x="${n(x - bw * 0.2)}" y="${n(y + bh * 0.27)}" width="${n(bw * 0.4)}" height="${n(bh * 0.035)}" rx="4" fill="${col}"/>` +
      `<rect x="${n(x - bw / 2)}" y="${n(y + bh * 0.4)}" width="${n(bw)}" height="${n(bh * 0.1)}" fill="${col}"/>` +
      `</g>`;
  }
  return (
    fill(
      c,
      lin(
        c,
        [
          [0, mix(C.navy2, C.violet, 0.35)],
          [1, C.navy],
        ],
        0,
        0,
        1,
        1,
      ),
    ) +
    glow(c, w * 0.8, h * 0.2, u * 0.6, a, 0.35) +
    bokeh(c, 30, [a, b, C.white], 0, 1, 1) +
    out
  );
};

/** Demo-day bench seen from the audience: founders behind their laptops. */
const demoDesk: Scene = (c) => {
  const { w, h } = c;
  const [a, b] = pair(c);
  const u = Math.min(w, h);
  const desk = h * 0.7;
  const count = w > h ? 3 : 2;
  const lw = (w / count) * 0.5;
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = (w * (i + 0.5)) / count + c.r.range(-0.03, 0.03) * w;
    const s = lw * 0.42;
    out += bust(x + c.r.range(-0.1, 0.1) * lw, desk - lw * 0.3, s, C.ink);
    out += glow(c, x, desk - lw * 0.3 - s * 1.38, s * 0.55, C.cyan, 0.35);
    out += laptopBack(c, x, desk, lw, [a, b, C.amber][i % 3] ?? a);
    const cx = x + lw * c.r.range(0.55, 0.7) * (c.r.chance(0.5) ? 1 : -1);
    out += `<rect x="${n(cx - lw * 0.06)}" y="${n(desk - lw * 0.16)}" width="${n(lw * 0.12)}" height="${n(lw * 0.16)}" rx="${n(lw * 0.02)}" fill="${C.white}"/><rect x="${n(cx - lw * 0.06)}" y="${n(desk - lw * 0.11)}" width="${n(lw * 0.12)}" height="${n(lw * 0.04)}" fill="${a}"/>`;
  }
  return (
    darkBg(c, a) +
    stageLights(c, 4, [a, b], 0.6, 0.25) +
    bokeh(c, 26, [a, b, C.white], 0, 0.55, 1) +
    `<rect x="0" y="${n(desk)}" width="${w}" height="${n(h - desk)}" fill="${lin(c, [
      [0, '#3a3f86'],
      [0.05, '#262b66'],
      [1, C.ink],
    ])}"/>` +
    `<rect x="0" y="${n(desk + u * 0.06)}" width="${w}" height="${n(u * 0.05)}" fill="${b}" opacity="0.85"/>` +
    out +
    spark(w * 0.92, h * 0.88, u * 0.03, C.amber)
  );
};

export const SCENES: Scene[] = [
  stage,
  audience,
  networking,
  mentoring,
  pitch,
  award,
  hackathon,
  idea,
  workshop,
  panel,
  launch,
  mic,
  badges,
  demoDesk,
];
