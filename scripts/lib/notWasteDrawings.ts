// The drawing half of the not-waste pictures (notWastePictures.ts): a seeded generator, inline HTML and
// SVG helpers, filler text, hand-drawn words and doodles.

import { seededRandom } from './seededRandom';

export class Rng {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = seededRandom(seed);
  }
  float(min = 0, max = 1): number {
    return min + (max - min) * this.next();
  }
  int(min: number, max: number): number {
    return Math.floor(this.float(min, max + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }
}

type Point = readonly [number, number];
export const fmt = (n: number): number => Math.round(n * 10) / 10;
export const page = (body: string, css = ''): string =>
  `<!doctype html><html><head><meta charset="utf-8"><style>*{box-sizing:border-box}html,body{margin:0;height:100%;overflow:hidden}${css}</style></head><body>${body}</body></html>`;
export const svg = (w: number, h: number, inner: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" style="display:block">${inner}</svg>`;

// Hand-drawn look: every vertex and every curve's control point is nudged a little.
function wobbly(r: Rng, points: readonly Point[], jitter: number, closed = false): string {
  const j = (): number => r.float(-jitter, jitter);
  const pts = points.map(([x, y]) => [x + j(), y + j()] as const);
  if (closed && pts[0]) pts.push(pts[0]);
  let d = '';
  pts.forEach(([x, y], k) => {
    const prev = pts[k - 1];
    d += prev
      ? ` Q${fmt((prev[0] + x) / 2 + j())},${fmt((prev[1] + y) / 2 + j())} ${fmt(x)},${fmt(y)}`
      : `M${fmt(x)},${fmt(y)}`;
  });
  return `<path d="${d}"/>`;
}
const ring = (cx: number, cy: number, rx: number, ry = rx, n = 16): Point[] =>
  Array.from(
    { length: n },
    (_, k) => [cx + rx * Math.cos((2 * Math.PI * k) / n), cy + ry * Math.sin((2 * Math.PI * k) / n)] as const,
  );
const line = (r: Rng, a: Point, b: Point, jitter: number): string =>
  wobbly(r, [a, [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2], b], jitter);

export const LOREM =
  'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et dolore magna aliqua enim ad minim veniam quis nostrud exercitation ullamco laboris nisi aliquip ex ea commodo consequat'.split(
    ' ',
  );
export const words = (r: Rng, n: number): string => Array.from({ length: n }, () => r.pick(LOREM)).join(' ');
export const title = (r: Rng, n: number): string => words(r, n).replace(/\b\w/g, (c) => c.toUpperCase());
export const sentence = (r: Rng): string => {
  const s = words(r, r.int(5, 14));
  return s[0]?.toUpperCase() + s.slice(1) + '.';
};
export const paragraph = (r: Rng, n: number): string => Array.from({ length: n }, () => sentence(r)).join(' ');

const INKS = ['#111827', '#1d4ed8', '#dc2626', '#15803d', '#7c3aed', '#ea580c', '#db2777', '#0891b2'];
const GENERIC_FONTS = ['sans-serif', 'serif', 'cursive', 'monospace', 'fantasy'];
export const WORDS = [
  'HELLO',
  'THANKS',
  'LOVE',
  'hi!',
  'Anna',
  'Max',
  'Sofia',
  'Leo',
  'Omar',
  '2024',
  '42',
  '7',
  'YES',
  'WOW',
  'Happy',
  'Birthday',
  'Thank you',
  'Good luck',
  'Mum',
  'cool',
  'OK',
  'Bye',
];
const PAPERS = [
  'background:#ffffff',
  'background:#fbf5e6',
  'background:repeating-linear-gradient(#fffdf5 0 31px,#9cc3e6 31px 32px)',
  'background:#fff;background-image:linear-gradient(#d6e0ee 1px,transparent 1px),linear-gradient(90deg,#d6e0ee 1px,transparent 1px);background-size:24px 24px',
  'background:#fde68a',
  'background:#bfdbfe',
  'background:#fecaca',
  'background:#bbf7d0',
  'background:#e9d5ff',
];

export function wordDrawing(r: Rng, w: number, h: number): string {
  const lines = r.chance(0.6) ? [r.pick(WORDS)] : [r.pick(WORDS), r.pick(WORDS)];
  const chalkboard = r.chance(0.12);
  const ink = chalkboard ? '#f8fafc' : r.pick(INKS);
  const longest = Math.max(...lines.map((l) => l.length));
  const decoration = r.pick(['none', 'none', 'underline', 'box']);
  // Serif and fantasy faces run wide, so the width estimate is generous; a box needs room to stay in frame.
  const size = Math.min(h / (lines.length * 1.5), (w * 0.8) / (longest * 0.72)) * (decoration === 'box' ? 0.78 : 1);
  const fill = r.chance(0.5) ? 'none' : chalkboard ? '#fde047' : r.pick(INKS);
  const attrs = `text-anchor="middle" dominant-baseline="central" font-family="${r.pick(GENERIC_FONTS)}" font-weight="bold" font-size="${fmt(size)}" fill="${fill}" stroke="${ink}" stroke-width="${fmt(size * r.float(0.03, 0.09))}" stroke-linejoin="round" paint-order="stroke"`;
  const text = lines
    .map(
      (l, k) =>
        `<text x="${w / 2}" y="${fmt(h / 2 + (k - (lines.length - 1) / 2) * size * 1.15)}" ${attrs}>${l}</text>`,
    )
    .join('');
  const halfW = Math.min(w * 0.47, longest * size * 0.36 + size * 0.25);
  const halfH = (lines.length * size * 1.15) / 2 + size * 0.1;
  const [cx, cy] = [w / 2, h / 2];
  const extra =
    decoration === 'underline'
      ? wobbly(
          r,
          [
            [cx - halfW, cy + halfH],
            [cx, cy + halfH + r.float(-6, 6)],
            [cx + halfW, cy + halfH],
          ],
          5,
        )
      : decoration === 'box'
        ? wobbly(
            r,
            [
              [cx - halfW, cy - halfH],
              [cx + halfW, cy - halfH],
              [cx + halfW, cy + halfH],
              [cx - halfW, cy + halfH],
            ],
            7,
            true,
          )
        : '';
  const marks = `<g fill="none" stroke="${ink}" stroke-width="${fmt(size * 0.06)}" stroke-linecap="round">${extra}</g>`;
  return page(
    svg(w, h, `<g transform="rotate(${fmt(r.float(-14, 14))} ${cx} ${cy})">${text}${marks}</g>`),
    `body{${chalkboard ? 'background:#1f3b2d' : r.pick(PAPERS)}}`,
  );
}

const SHAPES: Record<string, (r: Rng, x: number, y: number, s: number) => string> = {
  smiley: (r, x, y, s) =>
    wobbly(r, ring(x, y, s), s * 0.05, true) +
    wobbly(r, ring(x - s * 0.35, y - s * 0.25, s * 0.08, s * 0.08, 6), 1, true) +
    wobbly(r, ring(x + s * 0.35, y - s * 0.25, s * 0.08, s * 0.08, 6), 1, true) +
    wobbly(
      r,
      [
        [x - s * 0.5, y + s * 0.2],
        [x, y + s * 0.6],
        [x + s * 0.5, y + s * 0.2],
      ],
      s * 0.05,
    ),
  stickFigure: (r, x, y, s) =>
    wobbly(r, ring(x, y - s * 0.7, s * 0.25), s * 0.03, true) +
    line(r, [x, y - s * 0.45], [x, y + s * 0.35], 3) +
    wobbly(
      r,
      [
        [x - s * 0.5, y - s * 0.1],
        [x, y - s * 0.25],
        [x + s * 0.5, y - s * 0.3],
      ],
      4,
    ) +
    line(r, [x, y + s * 0.35], [x - s * 0.35, y + s], 3) +
    line(r, [x, y + s * 0.35], [x + s * 0.35, y + s], 3),
  house: (r, x, y, s) =>
    wobbly(
      r,
      [
        [x - s * 0.6, y - s * 0.1],
        [x + s * 0.6, y - s * 0.1],
        [x + s * 0.6, y + s * 0.8],
        [x - s * 0.6, y + s * 0.8],
      ],
      s * 0.04,
      true,
    ) +
    wobbly(
      r,
      [
        [x - s * 0.75, y - s * 0.05],
        [x, y - s * 0.8],
        [x + s * 0.75, y - s * 0.05],
      ],
      s * 0.04,
    ) +
    wobbly(
      r,
      [
        [x - s * 0.15, y + s * 0.8],
        [x - s * 0.15, y + s * 0.35],
        [x + s * 0.15, y + s * 0.35],
        [x + s * 0.15, y + s * 0.8],
      ],
      3,
    ) +
    wobbly(
      r,
      [
        [x + s * 0.3, y + s * 0.05],
        [x + s * 0.5, y + s * 0.05],
        [x + s * 0.5, y + s * 0.25],
        [x + s * 0.3, y + s * 0.25],
      ],
      2,
      true,
    ),
  sun: (r, x, y, s) =>
    wobbly(r, ring(x, y, s * 0.45), s * 0.04, true) +
    Array.from({ length: 10 }, (_, k) => {
      const a = (2 * Math.PI * k) / 10;
      return line(
        r,
        [x + Math.cos(a) * s * 0.6, y + Math.sin(a) * s * 0.6],
        [x + Math.cos(a) * s, y + Math.sin(a) * s],
        3,
      );
    }).join(''),
  flower: (r, x, y, s) =>
    wobbly(r, ring(x, y - s * 0.3, s * 0.15), 2, true) +
    Array.from({ length: 6 }, (_, k) => {
      const a = (2 * Math.PI * k) / 6;
      return wobbly(
        r,
        ring(x + Math.cos(a) * s * 0.35, y - s * 0.3 + Math.sin(a) * s * 0.35, s * 0.18, s * 0.18, 8),
        2,
        true,
      );
    }).join('') +
    wobbly(
      r,
      [
        [x, y - s * 0.1],
        [x + s * 0.05, y + s * 0.4],
        [x, y + s],
      ],
      4,
    ) +
    wobbly(
      r,
      [
        [x, y + s * 0.6],
        [x + s * 0.3, y + s * 0.35],
        [x + s * 0.05, y + s * 0.5],
      ],
      3,
    ),
  star: (r, x, y, s) =>
    wobbly(
      r,
      Array.from({ length: 10 }, (_, k) => {
        const a = -Math.PI / 2 + (Math.PI * k) / 5;
        const rad = k % 2 === 0 ? s : s * 0.42;
        return [x + Math.cos(a) * rad, y + Math.sin(a) * rad] as const;
      }),
      s * 0.04,
      true,
    ),
  scribble: (r, x, y, s) => {
    const p = (): string => `${fmt(x + r.float(-s, s))},${fmt(y + r.float(-s, s))}`;
    return `<path d="M${p()} ${Array.from({ length: r.int(4, 9) }, () => `C${p()} ${p()} ${p()}`).join(' ')}"/>`;
  },
};

export function doodle(r: Rng, w: number, h: number): string {
  const colours = Array.from({ length: r.int(1, 4) }, () => r.pick(INKS));
  const n = r.int(1, 4);
  const shapes = Array.from({ length: n }, (_, k) => {
    const s = (Math.min(w, h) / (n > 2 ? 5 : 3.2)) * r.float(0.8, 1.1);
    const x = (w * (k + 0.5)) / n + (r.float(-0.1, 0.1) * w) / n;
    const y = h / 2 + r.float(-0.15, 0.15) * h;
    const draw = SHAPES[r.pick(Object.keys(SHAPES))] ?? SHAPES.scribble!;
    return `<g stroke="${r.pick(colours)}" stroke-width="${r.int(3, 9)}">${draw(r, x, y, s)}</g>`;
  });
  return page(
    svg(w, h, `<g fill="none" stroke-linecap="round" stroke-linejoin="round">${shapes.join('')}</g>`),
    `body{background:${r.pick(['#fff', '#fff', '#fdfbf6'])}}`,
  );
}
