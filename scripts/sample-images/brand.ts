// Portraits, logos, the venue map, the app mockup and the site icons.
import { ACCENTS, C, blur, fill, lin, n } from './kit.ts';
import type { Ctx } from './kit.ts';
import { bulb, dotGrid, glow, mix, spark, sparks } from './motifs.ts';

const cool = (col: string): string => (col === C.amber ? C.violet : col);

/** Background decoration for portraits: rings, arcs or a dotted disc, placed at random. */
function portraitDecor(c: Ctx, a: string, b: string): string {
  const { w, h, r } = c;
  const u = Math.min(w, h);
  const x = w * r.range(0.6, 0.9);
  const y = h * r.range(0.1, 0.3);
  const kind = r.int(0, 2);
  let out = `<circle cx="${n(w * r.range(0.05, 0.3))}" cy="${n(h * r.range(0.45, 0.75))}" r="${n(u * r.range(0.08, 0.14))}" fill="${b}" opacity="0.5"/>`;
  if (kind === 0)
    out += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(u * 0.22)}" fill="none" stroke="${C.white}" stroke-opacity="0.35" stroke-width="${n(u * 0.012)}"/>`;
  if (kind === 1) {
    for (let i = 1; i <= 4; i++)
      out += `<circle cx="${w}" cy="0" r="${n(u * 0.14 * i)}" fill="none" stroke="${C.white}" stroke-opacity="${n(0.4 - i * 0.06)}" stroke-width="${n(u * 0.01)}"/>`;
  }
  if (kind === 2)
    out +=
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(u * 0.2)}" fill="${a}" opacity="0.45"/>` +
      `<circle cx="${n(x - u * 0.05)}" cy="${n(y + u * 0.04)}" r="${n(u * 0.2)}" fill="none" stroke="${C.white}" stroke-opacity="0.4" stroke-width="${n(u * 0.008)}" stroke-dasharray="${n(u * 0.02)} ${n(u * 0.02)}"/>`;
  return out + spark(w * r.range(0.1, 0.9), h * r.range(0.06, 0.2), u * r.range(0.03, 0.05), C.white, 0.9);
}

/** Hair silhouettes: cap, long, bun, curls, side-swept. */
function hair(
  style: number,
  x: number,
  hy: number,
  R: number,
  neckY: number,
  col: string,
): { back: string; front: string } {
  if (style === 1)
    return {
      back: `<path d="M${n(x - R * 1.15)} ${n(neckY + R * 0.4)}V${n(hy)}A${n(R * 1.15)} ${n(R * 1.15)} 0 0 1 ${n(x + R * 1.15)} ${n(hy)}V${n(neckY + R * 0.4)}Q${n(x)} ${n(neckY - R * 0.2)} ${n(x - R * 1.15)} ${n(neckY + R * 0.4)}Z" fill="${col}"/>`,
      front: `<path d="M${n(x - R * 0.92)} ${n(hy - R * 0.2)}A${n(R * 0.95)} ${n(R * 1.05)} 0 0 1 ${n(x + R * 0.92)} ${n(hy - R * 0.2)}Q${n(x + R * 0.2)} ${n(hy - R * 0.9)} ${n(x - R * 0.92)} ${n(hy - R * 0.2)}Z" fill="${col}"/>`,
    };
  if (style === 2)
    return {
      back: '',
      front: `<circle cx="${n(x)}" cy="${n(hy - R * 1.15)}" r="${n(R * 0.45)}" fill="${col}"/><path d="M${n(x - R * 0.93)} ${n(hy - R * 0.25)}A${n(R)} ${n(R * 1.05)} 0 0 1 ${n(x + R * 0.93)} ${n(hy - R * 0.25)}Q${n(x)} ${n(hy - R * 0.75)} ${n(x - R * 0.93)} ${n(hy - R * 0.25)}Z" fill="${col}"/>`,
    };
  if (style === 3) {
    const curls = Array.from({ length: 9 }, (_, i) => Math.PI * (1 + i / 8))
      .map(
        (ang) =>
          `<circle cx="${n(x + Math.cos(ang) * R * 0.95)}" cy="${n(hy + Math.sin(ang) * R * 0.95)}" r="${n(R * 0.32)}" fill="${col}"/>`,
      )
      .join('');
    return { back: '', front: curls };
  }
  if (style === 4)
    return {
      back: '',
      front: `<path d="M${n(x - R * 0.95)} ${n(hy - R * 0.05)}C${n(x - R * 1.1)} ${n(hy - R * 1.2)} ${n(x + R * 0.6)} ${n(hy - R * 1.5)} ${n(x + R * 0.97)} ${n(hy - R * 0.3)}Q${n(x + R * 0.5)} ${n(hy - R * 0.85)} ${n(x - R * 0.2)} ${n(hy - R * 0.6)}Q${n(x - R * 0.75)} ${n(hy - R * 0.45)} ${n(x - R * 0.95)} ${n(hy - R * 0.05)}Z" fill="${col}"/>`,
    };
  return {
    back: '',
    front: `<path d="M${n(x - R * 0.93)} ${n(hy - R * 0.1)}A${n(R)} ${n(R * 1.08)} 0 0 1 ${n(x + R * 0.93)} ${n(hy - R * 0.1)}Q${n(x + R * 0.8)} ${n(hy - R * 0.55)} ${n(x)} ${n(hy - R * 0.6)}Q${n(x - R * 0.8)} ${n(hy - R * 0.55)} ${n(x - R * 0.93)} ${n(hy - R * 0.1)}Z" fill="${col}"/>`,
  };
}

/** Stylised head-and-shoulders portrait on a coloured gradient; variant picks the hair style. */
export function portrait(c: Ctx, variant: number): string {
  const { w, h, r } = c;
  const a = r.pick(ACCENTS);
  const b = r.pick(ACCENTS.filter((x) => x !== a));
  const u = Math.min(w, h);
  const x = w / 2 + r.range(-0.04, 0.04) * w;
  const s = u * r.range(0.33, 0.37); // shoulder half-width
  const base = h + 2;
  const neckY = h - s * 1.05;
  const R = s * 0.52;
  const hy = neckY - R * 1.2;
  const skin = mix(C.ink, cool(a), 0.2);
  const style = variant % 5;
  const { back, front } = hair(style, x, hy, R, neckY, C.ink);
  const shoulders = `M${n(x - s * 1.5)} ${n(base)}C${n(x - s * 1.45)} ${n(neckY + s * 0.2)} ${n(x - s * 0.9)} ${n(neckY)} ${n(x - s * 0.3)} ${n(neckY - s * 0.02)}H${n(x + s * 0.3)}C${n(x + s * 0.9)} ${n(neckY)} ${n(x + s * 1.45)} ${n(neckY + s * 0.2)} ${n(x + s * 1.5)} ${n(base)}Z`;
  const jacket = lin(c, [
    [0, mix(C.navy2, cool(b), 0.3)],
    [1, C.ink],
  ]);
  const shirt = r.pick([C.white, '#d9d3ff', C.amber, C.cyan]);
  const glasses = r.chance(0.3)
    ? `<g fill="none" stroke="${mix(C.white, a, 0.4)}" stroke-width="${n(u * 0.008)}" opacity="0.9"><circle cx="${n(x - R * 0.38)}" cy="${n(hy + R * 0.05)}" r="${n(R * 0.26)}"/><circle cx="${n(x + R * 0.38)}" cy="${n(hy + R * 0.05)}" r="${n(R * 0.26)}"/><path d="M${n(x - R * 0.12)} ${n(hy)}h${n(R * 0.24)}"/></g>`
    : '';
  const earrings =
    (style === 1 || style === 2) && r.chance(0.7)
      ? [-1, 1]
          .map(
            (k) =>
              `<circle cx="${n(x + k * R * 0.88)}" cy="${n(hy + R * 0.45)}" r="${n(R * 0.09)}" fill="${C.amber}"/>`,
          )
          .join('')
      : '';
  return (
    fill(
      c,
      lin(
        c,
        [
          [0, a],
          [1, mix(b, C.navy, 0.35)],
        ],
        r.range(0, 1),
        0,
        r.range(0, 1),
        1,
      ),
    ) +
    dotGrid(c, Math.max(8, Math.round(u / 18)), C.white, 0.18) +
    portraitDecor(c, a, b) +
    glow(c, x, hy, u * 0.55, C.white, 0.45) +
    back +
    `<rect x="${n(x - R * 0.42)}" y="${n(hy + R * 0.6)}" width="${n(R * 0.84)}" height="${n(neckY - hy)}" fill="${skin}"/>` +
    `<path d="${shoulders}" fill="${jacket}"/>` +
    `<path d="M${n(x - s * 0.32)} ${n(neckY)}L${n(x)} ${n(neckY + s * 0.75)}L${n(x + s * 0.32)} ${n(neckY)}Z" fill="${shirt}"/>` +
    `<path d="M${n(x - s * 0.3)} ${n(neckY)}L${n(x)} ${n(neckY + s * 0.75)}L${n(x - s * 0.55)} ${n(base)}H${n(x - s * 0.75)}L${n(x - s * 0.55)} ${n(neckY)}Z M${n(x + s * 0.3)} ${n(neckY)}L${n(x)} ${n(neckY + s * 0.75)}L${n(x + s * 0.55)} ${n(base)}H${n(x + s * 0.75)}L${n(x + s * 0.55)} ${n(neckY)}Z" fill="${C.ink}" opacity="0.5"/>` +
    `<ellipse cx="${n(x)}" cy="${n(hy)}" rx="${n(R * 0.9)}" ry="${n(R * 1.05)}" fill="${skin}" stroke="${mix(C.white, a, 0.3)}" stroke-opacity="0.35" stroke-width="${n(u * 0.01)}"/>` +
    earrings +
    front +
    glasses
  );
}

const LOGOS: [string, string][] = [
  ['Nimbus', ''],
  ['Vertex', 'LABS'],
  ['Kavya', 'CAPITAL'],
  ['Orbit', ''],
  ['Sutra', 'AI'],
  ['Lumen', ''],
  ['Quanta', ''],
  ['Banyan', 'VENTURES'],
  ['Pixelcraft', ''],
  ['Tara', 'FOODS'],
  ['Helio', ''],
  ['Aarambh', ''],
];

/** Geometric mark for logo i, drawn in a 64x64 box at (x, y). */
function mark(i: number, x: number, y: number, col: string): string {
  const t = `transform="translate(${x} ${y})"`;
  const marks = [
    `<g ${t} fill="${col}"><circle cx="22" cy="38" r="14"/><circle cx="38" cy="28" r="18"/><circle cx="50" cy="40" r="11"/><rect x="22" y="38" width="30" height="13"/></g>`,
    `<g ${t}><path d="M32 6L60 56H4ZM32 30L20 50H44Z" fill="${col}" fill-rule="evenodd"/></g>`,
    `<g ${t} fill="none" stroke="${col}" stroke-width="8" stroke-linejoin="round"><path d="M12 14L32 32L12 50"/><path d="M32 14L52 32L32 50"/></g>`,
    `<g ${t}><circle cx="32" cy="32" r="14" fill="${col}"/><ellipse cx="32" cy="32" rx="30" ry="11" fill="none" stroke="${col}" stroke-width="5" transform="rotate(-25 32 32)"/></g>`,
    `<g ${t}><path d="M32 4L56 18V46L32 60L8 46V18Z" fill="none" stroke="${col}" stroke-width="6"/><g fill="${col}"><circle cx="32" cy="20" r="5"/><circle cx="21" cy="39" r="5"/><circle cx="43" cy="39" r="5"/></g><path d="M32 20L21 39H43Z" fill="none" stroke="${col}" stroke-width="3"/></g>`,
    `<g ${t}><circle cx="32" cy="32" r="13" fill="${col}"/><g stroke="${col}" stroke-width="5" stroke-linecap="round">${Array.from(
      { length: 8 },
      (_, k) => {
        const a = (k * Math.PI) / 4;
        return `<line x1="${n(32 + Math.cos(a) * 20)}" y1="${n(32 + Math.sin(a) * 20)}" x2="${n(32 + Math.cos(a) * 28)}" y2="${n(32 + Math.sin(a) * 28)}"/>`;
      },
    ).join('')}</g></g>`,
    `<g ${t}><rect x="14" y="14" width="36" height="36" rx="4" fill="none" stroke="${col}" stroke-width="6" transform="rotate(45 32 32)"/><circle cx="32" cy="32" r="8" fill="${col}"/></g>`,
    `<g ${t} fill="${col}"><circle cx="20" cy="24" r="13"/><circle cx="44" cy="24" r="13"/><circle cx="32" cy="15" r="14"/><rect x="10" y="24" width="44" height="12" rx="6"/><rect x="29" y="34" width="6" height="20"/><path d="M14 60Q22 44 30 48V60ZM50 60Q42 44 34 48V60Z"/><rect x="20" y="36" width="3" height="12"/><rect x="41" y="36" width="3" height="12"/></g>`,
    `<g ${t} fill="${col}">${[0, 1, 2].flatMap((r) => [0, 1, 2].map((q) => ((r * 3 + q) % 4 === 3 ? '' : `<rect x="${6 + q * 19}" y="${6 + r * 19}" width="15" height="15" rx="2"/>`))).join('')}</g>`,
    `<g ${t}><path d="M32 4L39 24H60L43 37L50 58L32 45L14 58L21 37L4 24H25Z" fill="${col}"/></g>`,
    `<g ${t}><path d="M6 44A26 26 0 0 1 58 44Z" fill="${col}"/><rect x="2" y="50" width="60" height="6" rx="3" fill="${col}"/></g>`,
    `<g ${t} fill="none" stroke="${col}" stroke-width="6" stroke-linecap="round"><path d="M8 54L32 8L56 54"/><path d="M18 40H46"/></g>`,
  ];
  return marks[i % marks.length] ?? '';
}

/** Client wordmark in brand navy on a transparent canvas (trimmed and centred by the generator). */
export function clientLogo(c: Ctx, i: number): string {
  const [name = 'Logo', sub = ''] = LOGOS[i % LOGOS.length] ?? [];
  const col = C.navy2;
  const size = 44;
  const y = sub ? 92 : 104;
  const font = `font-family="DejaVu Sans, sans-serif" font-weight="bold"`;
  return (
    mark(i, 24, 58, col) +
    `<text x="102" y="${y}" ${font} font-size="${n(size)}" fill="${col}">${name}</text>` +
    (sub ? `<text x="104" y="${y + 26}" ${font} font-size="15" letter-spacing="5" fill="${col}">${sub}</text>` : '')
  );
}

/** Dark stylised city map with a glowing venue pin. */
export function cityMap(c: Ctx): string {
  const { w, h, r } = c;
  let blocks = '';
  const step = 90;
  for (let x = -300; x < w + 300; x += step) {
    for (let y = -300; y < h + 300; y += step) {
      const shade = r.pick(['#1d2358', '#20275f', '#232a66', '#1a2052']);
      blocks += `<rect x="${x + 10}" y="${y + 10}" width="${step - 20}" height="${step - 20}" rx="4" fill="${shade}"/>`;
      if (r.chance(0.3))
        blocks += `<rect x="${x + 18}" y="${y + 18}" width="${(step - 36) / 2}" height="${step - 36}" rx="2" fill="#2a3270"/>`;
    }
  }
  let avenues = '';
  for (let x = -300 + step * 3; x < w + 300; x += step * 4)
    avenues += `<rect x="${x - 7}" y="-400" width="14" height="${h + 800}" fill="#3b4390"/>`;
  for (let y = -300 + step * 2; y < h + 300; y += step * 4)
    avenues += `<rect x="-400" y="${y - 7}" width="${w + 800}" height="14" fill="#3b4390"/>`;
  const grid = `<g transform="rotate(-12 ${w / 2} ${h / 2})">${blocks}${avenues}</g>`;
  const river = `M-50 ${n(h * 0.78)}C${n(w * 0.25)} ${n(h * 0.62)} ${n(w * 0.45)} ${n(h * 0.98)} ${n(w * 0.7)} ${n(h * 0.82)}S${n(w * 0.95)} ${n(h * 0.6)} ${w + 50} ${n(h * 0.66)}`;
  const px = w * 0.56;
  const py = h * 0.44;
  let trees = '';
  for (let i = 0; i < 46; i++)
    trees += `<circle cx="${n(w * 0.12 + r.range(0, w * 0.22))}" cy="${n(h * 0.12 + r.range(0, h * 0.22))}" r="${n(r.range(6, 13))}" fill="${r.pick(['#2e8a78', '#3aa386', '#247566'])}"/>`;
  const park = `<g transform="rotate(-12 ${w / 2} ${h / 2})"><rect x="${n(w * 0.1)}" y="${n(h * 0.1)}" width="${n(w * 0.26)}" height="${n(h * 0.26)}" rx="26" fill="#17574f"/>${trees}<path d="M${n(w * 0.1)} ${n(h * 0.3)}Q${n(w * 0.2)} ${n(h * 0.18)} ${n(w * 0.36)} ${n(h * 0.2)}" fill="none" stroke="#c9b98f" stroke-opacity="0.6" stroke-width="5"/></g>`;
  const route = `M${n(w * 0.05)} ${n(h * 0.5)}L${n(w * 0.3)} ${n(h * 0.44)}L${n(w * 0.4)} ${n(h * 0.52)}L${n(px)} ${n(py + 20)}`;
  return (
    fill(c, '#161b48') +
    grid +
    `<path d="${river}" fill="none" stroke="#1f5f86" stroke-width="70" stroke-linecap="round"/>` +
    `<path d="${river}" fill="none" stroke="${C.cyan}" stroke-width="46" stroke-opacity="0.55" stroke-linecap="round"/>` +
    park +
    `<path d="${route}" fill="none" stroke="${C.amber}" stroke-width="6" stroke-dasharray="14 10" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<circle cx="${n(w * 0.05)}" cy="${n(h * 0.5)}" r="10" fill="${C.amber}"/>` +
    [150, 100, 60]
      .map(
        (rr, i) =>
          `<circle cx="${n(px)}" cy="${n(py + 20)}" r="${rr}" fill="${C.violet}" opacity="${0.12 + i * 0.1}"/>`,
      )
      .join('') +
    glow(c, px, py - 50, 190, C.violet, 0.75) +
    `<g transform="translate(${n(px)} ${n(py + 20)}) scale(1.45)">` +
    `<ellipse cx="6" cy="2" rx="20" ry="7" fill="${C.ink}" opacity="0.6" filter="${blur(c, 3)}"/>` +
    `<path d="M0 0C-10 -25 -42 -50 -42 -82A42 42 0 1 1 42 -82C42 -50 10 -25 0 0Z" fill="${lin(c, [
      [0, '#8a63ff'],
      [1, C.violet],
    ])}" stroke="${C.white}" stroke-width="4"/>` +
    `<circle cx="0" cy="-82" r="17" fill="${C.white}"/>` +
    spark(0, -82, 11, C.amber) +
    `</g>`
  );
}

/** Phone mockup with the event app on a transparent background. */
export function phoneMockup(c: Ctx): string {
  const { w, h } = c;
  const pw = 380;
  const ph = 780;
  const x = (w - pw) / 2;
  const y = (h - ph) / 2;
  const sx = x + 16;
  const sy = y + 16;
  const sw = pw - 32;
  const font = `font-family="DejaVu Sans, sans-serif" font-weight="bold"`;
  const clip = `k${c.ids++}`;
  c.defs.push(
    `<clipPath id="${clip}"><rect x="${sx}" y="${sy}" width="${sw}" height="${ph - 32}" rx="44"/></clipPath>`,
  );
  let cards = '';
  const accents = [C.violet, C.magenta, C.cyan, C.amber];
  for (let i = 0; i < 4; i++) {
    const cy = sy + 326 + i * 84;
    const col = accents[i] ?? C.violet;
    cards +=
      `<rect x="${sx + 18}" y="${cy}" width="${sw - 36}" height="72" rx="14" fill="#ffffff"/>` +
      `<rect x="${sx + 18}" y="${cy}" width="8" height="72" rx="4" fill="${col}"/>` +
      `<rect x="${sx + 40}" y="${cy + 11}" width="50" height="50" rx="12" fill="${col}" opacity="0.18"/>` +
      spark(sx + 65, cy + 36, 12, col) +
      `<rect x="${sx + 104}" y="${cy + 20}" width="${150 - i * 14}" height="12" rx="6" fill="${C.navy2}"/>` +
      `<rect x="${sx + 104}" y="${cy + 44}" width="${100 + i * 10}" height="10" rx="5" fill="#b9b5d6"/>`;
  }
  const boxes = [0, 1, 2, 3]
    .map(
      (i) =>
        `<rect x="${sx + 24 + i * 78}" y="${sy + 238}" width="66" height="60" rx="12" fill="#ffffff" fill-opacity="0.18"/><text x="${sx + 57 + i * 78}" y="${sy + 276}" ${font} font-size="22" fill="#fff" text-anchor="middle">${['12', '08', '45', '30'][i]}</text>`,
    )
    .join('');
  return (
    `<ellipse cx="${w / 2}" cy="${y + ph + 20}" rx="${pw * 0.6}" ry="26" fill="${C.ink}" opacity="0.35" filter="${blur(c, 14)}"/>` +
    glow(c, w / 2, h / 2, 420, C.violet, 0.35) +
    `<rect x="${x}" y="${y}" width="${pw}" height="${ph}" rx="58" fill="${lin(
      c,
      [
        [0, '#2b3170'],
        [1, C.ink],
      ],
      0,
      0,
      1,
      1,
    )}"/>` +
    `<rect x="${x + 3}" y="${y + 3}" width="${pw - 6}" height="${ph - 6}" rx="55" fill="none" stroke="#5b62a8" stroke-width="2"/>` +
    `<g clip-path="url(#${clip})">` +
    `<rect x="${sx}" y="${sy}" width="${sw}" height="${ph - 32}" fill="${C.white}"/>` +
    `<rect x="${sx}" y="${sy}" width="${sw}" height="310" fill="${lin(
      c,
      [
        [0, C.violet],
        [1, C.magenta],
      ],
      0,
      0,
      1,
      1,
    )}"/>` +
    `<rect x="${w / 2 - 55}" y="${sy + 12}" width="110" height="28" rx="14" fill="${C.ink}"/>` +
    bulb(c, sx + 52, sy + 110, 16, C.amber) +
    `<text x="${sx + 92}" y="${sy + 122}" ${font} font-size="30" fill="#fff">Launchpad 8</text>` +
    `<text x="${sx + 94}" y="${sy + 150}" font-family="DejaVu Sans, sans-serif" font-size="13" fill="#fff" fill-opacity="0.85">Bright Ideas. Infinite Possibilities</text>` +
    `<rect x="${sx + 24}" y="${sy + 184}" width="150" height="14" rx="7" fill="#fff" fill-opacity="0.7"/>` +
    boxes +
    cards +
    `<rect x="${sx}" y="${sy + ph - 32 - 80}" width="${sw}" height="80" fill="#ffffff"/><rect x="${sx}" y="${sy + ph - 32 - 80}" width="${sw}" height="1.5" fill="#e2dff2"/>` +
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<circle cx="${sx + 52 + i * 82}" cy="${sy + ph - 32 - 44}" r="12" fill="${i === 0 ? C.violet : '#c9c5e6'}"/>`,
      )
      .join('') +
    `<rect x="${w / 2 - 60}" y="${sy + ph - 32 - 16}" width="120" height="6" rx="3" fill="${C.navy2}"/>` +
    `</g>` +
    spark(x - 30, y + 160, 26, C.amber) +
    spark(x + pw + 40, y + 90, 18, C.magenta) +
    spark(x + pw + 30, y + ph - 150, 30, C.cyan)
  );
}

/** The brand mark: amber bulb with a spark on a violet tile (viewBox 0 0 64 64). */
export function markSvg(bg: boolean): string {
  const tile = bg ? `<rect width="64" height="64" rx="14" fill="#6c3cf0"/>` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64">${tile}` +
    `<path d="M24 44C24 38 14 33 14 24A18 18 0 0 1 50 24C50 33 40 38 40 44Z" fill="#ffb400"/>` +
    `<rect x="24" y="47" width="16" height="5" rx="2.5" fill="#f6f4ff"/><rect x="26" y="54" width="12" height="4" rx="2" fill="#f6f4ff"/>` +
    `<path d="M32 13L34.5 21.5L43 24L34.5 26.5L32 35L29.5 26.5L21 24L29.5 21.5Z" fill="#fff8e0"/></svg>`
  );
}

export function appleIcon(c: Ctx): string {
  return (
    fill(
      c,
      lin(
        c,
        [
          [0, '#7d52ff'],
          [1, '#4a22c4'],
        ],
        0,
        0,
        1,
        1,
      ),
    ) +
    glow(c, 90, 72, 80, C.amber, 0.55) +
    `<g transform="translate(22 18) scale(2.1)">${markSvg(false).replace(/<\/?svg[^>]*>/g, '')}</g>`
  );
}

/** Open Graph card with the event name. */
export function ogImage(c: Ctx): string {
  const { w, h } = c;
  const font = `font-family="DejaVu Sans, sans-serif"`;
  return (
    fill(
      c,
      lin(
        c,
        [
          [0, C.ink],
          [0.6, C.navy2],
          [1, mix(C.navy2, C.violet, 0.5)],
        ],
        0,
        0,
        1,
        1,
      ),
    ) +
    dotGrid(c, 28, C.white, 0.12) +
    glow(c, w * 0.8, h * 0.45, 420, C.violet, 0.6) +
    glow(c, w * 0.95, h * 0.95, 300, C.magenta, 0.45) +
    sparks(c, 14, [C.white, C.amber, C.cyan], 0.03) +
    bulb(c, w * 0.8, h * 0.4, 78, C.amber) +
    `<rect x="80" y="150" width="70" height="8" rx="4" fill="${C.amber}"/>` +
    `<text x="76" y="290" ${font} font-weight="bold" font-size="104" fill="${C.white}">Launchpad <tspan fill="${C.amber}">8</tspan></text>` +
    `<text x="80" y="360" ${font} font-size="38" fill="${C.white}" fill-opacity="0.9">Bright Ideas. Infinite Possibilities</text>` +
    `<text x="80" y="520" ${font} font-weight="bold" font-size="24" letter-spacing="4" fill="${C.cyan}">STARTUP PITCH + MENTORSHIP</text>`
  );
}
