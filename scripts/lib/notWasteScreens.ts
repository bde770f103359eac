// The screen half of the not-waste pictures (notWastePictures.ts): app and document screenshots,
// code, spreadsheets, chats and charts, drawn with the helpers of notWasteDrawings.ts.

import { fmt, LOREM, page, paragraph, Rng, sentence, svg, title, WORDS, words } from './notWasteDrawings';

const ACCENTS = ['#2563eb', '#16a34a', '#db2777', '#ea580c', '#7c3aed', '#0d9488', '#dc2626'];
function theme(r: Rng): {
  bg: string;
  fg: string;
  muted: string;
  surface: string;
  border: string;
  accent: string;
} {
  const accent = r.pick(ACCENTS);
  return r.chance(0.4)
    ? {
        bg: r.pick(['#0f172a', '#18181b', '#111827']),
        fg: '#f1f5f9',
        muted: '#94a3b8',
        surface: '#1e293b',
        border: '#334155',
        accent,
      }
    : {
        bg: r.pick(['#ffffff', '#f8fafc', '#fafaf9']),
        fg: '#111827',
        muted: '#6b7280',
        surface: r.pick(['#f1f5f9', '#ffffff']),
        border: '#e2e8f0',
        accent,
      };
}

export function screenshotApp(r: Rng, w: number): string {
  const t = theme(r);
  const phone = w < 600;
  const nav = phone
    ? `<span style="font-size:26px">&#9776;</span>`
    : Array.from({ length: r.int(3, 5) }, () => `<a>${title(r, 1)}</a>`).join('');
  const button = (label: string, primary: boolean): string => `<button class="${primary ? 'p' : ''}">${label}</button>`;
  const sections: Record<string, () => string> = {
    hero: () =>
      `<h1>${title(r, r.int(2, 5))}</h1><p>${paragraph(r, 2)}</p>${button(title(r, 2), true)} ${button(title(r, 1), false)}`,
    form: () =>
      `<h2>${title(r, 2)}</h2>` +
      Array.from(
        { length: r.int(2, 4) },
        () => `<label>${title(r, r.int(1, 2))}</label><div class="in">${r.chance(0.5) ? words(r, 2) : ''}</div>`,
      ).join('') +
      button(title(r, 1), true),
    cards: () =>
      `<div class="grid">${Array.from({ length: phone ? 2 : r.int(3, 6) }, () => `<div class="card"><div class="thumb" style="background:${r.pick(ACCENTS)}40"></div><b>${title(r, 2)}</b><p>${sentence(r)}</p></div>`).join('')}</div>`,
    list: () =>
      `<h2>${title(r, 2)}</h2><ul>${Array.from({ length: r.int(3, 6) }, () => `<li><span class="av" style="background:${r.pick(ACCENTS)}"></span><span><b>${title(r, 2)}</b><br><small>${words(r, 4)}</small></span></li>`).join('')}</ul>`,
    text: () => `<h2>${title(r, 3)}</h2><p>${paragraph(r, r.int(2, 4))}</p>`,
  };
  const body = Array.from({ length: r.int(3, 5) }, () => sections[r.pick(Object.keys(sections))]?.() ?? '').join('');
  const font = r.pick(['sans-serif', 'system-ui', 'serif']);
  const css = `body{background:${t.bg};color:${t.fg};font-family:${font};font-size:${phone ? 15 : 16}px}
header{display:flex;align-items:center;justify-content:space-between;padding:14px 20px;background:${r.chance(0.5) ? t.accent : t.surface};color:${t.fg}}
header strong{font-size:20px}header a{margin-left:22px;color:inherit}main{padding:${phone ? 16 : '24px 64px'}}
h1{font-size:${phone ? 28 : 40}px;margin:8px 0}h2{font-size:20px;margin:20px 0 8px}p{color:${t.muted};line-height:1.5}
button{font:inherit;padding:10px 18px;border-radius:${r.pick([4, 8, 24])}px;border:1px solid ${t.accent};background:transparent;color:${t.accent};margin:4px 8px 4px 0}
button.p{background:${t.accent};color:#fff}label{display:block;margin-top:10px;font-size:14px}
.in{border:1px solid ${t.border};border-radius:6px;padding:10px;height:40px;margin:4px 0 8px;background:${t.surface};color:${t.muted}}
.grid{display:grid;grid-template-columns:repeat(${phone ? 1 : 3},1fr);gap:16px}.card{background:${t.surface};border:1px solid ${t.border};border-radius:10px;padding:12px}
.thumb{height:${phone ? 110 : 90}px;border-radius:6px;margin-bottom:8px}ul{list-style:none;padding:0}li{display:flex;gap:12px;align-items:center;padding:8px 0;border-bottom:1px solid ${t.border}}
.av{width:36px;height:36px;border-radius:50%;flex:none}small{color:${t.muted}}`;
  return page(`<header><strong>${title(r, 1)}</strong><nav>${nav}</nav></header><main>${body}</main>`, css);
}

function code(r: Rng): string {
  const c = { k: '#c678dd', s: '#98c379', n: '#d19a66', f: '#61afef', c: '#7f848e' };
  const id = (): string => r.pick(LOREM) + (r.chance(0.5) ? title(r, 1) : '');
  const span = (colour: string, text: string): string => `<span style="color:${colour}">${text}</span>`;
  const patterns = [
    () => `${span(c.k, 'const')} ${id()} = ${span(c.s, `'${words(r, 2)}'`)};`,
    () =>
      `${span(c.k, r.pick(['export function', 'function', 'async function']))} ${span(c.f, id())}(${id()}, ${id()}) {`,
    () => `${span(c.k, 'return')} ${span(c.f, id())}(${span(c.n, String(r.int(0, 999)))});`,
    () => `${span(c.k, 'if')} (${id()} &gt; ${span(c.n, String(r.int(0, 99)))}) {`,
    () => span(c.c, `// ${words(r, r.int(3, 7))}`),
    () => `${span(c.k, 'import')} { ${id()} } ${span(c.k, 'from')} ${span(c.s, `'./${r.pick(LOREM)}'`)};`,
    () => '}',
  ];
  const lines = Array.from(
    { length: 40 },
    (_, k) => `<div><i>${k + 1}</i>${'&nbsp;'.repeat(2 * r.int(0, 3))}${r.pick(patterns)()}</div>`,
  ).join('');
  return page(
    `<div class="tabs"><span>${r.pick(LOREM)}.ts</span><span>${r.pick(LOREM)}.tsx</span></div><div class="code">${lines}</div>`,
    `body{background:#282c34;color:#abb2bf;font:14px/1.6 monospace;white-space:nowrap}.tabs{background:#21252b;padding:8px}.tabs span{padding:6px 14px;margin-right:4px;background:#2c313a}.code{padding:8px}i{display:inline-block;width:40px;color:#636d83;font-style:normal}`,
  );
}

function spreadsheet(r: Rng): string {
  const cols = 'ABCDEFGH'.split('');
  const cell = (k: number): string =>
    k === 0 ? title(r, 1) : r.chance(0.2) ? '' : r.chance(0.7) ? r.float(0, 9999).toFixed(r.pick([0, 2])) : words(r, 1);
  const rows = Array.from(
    { length: 30 },
    (_, k) =>
      `<tr><th>${k + 1}</th>${cols.map((_, j) => `<td${k === 0 ? ' class="h"' : ''}>${k === 0 ? title(r, 1) : cell(j)}</td>`).join('')}</tr>`,
  ).join('');
  return page(
    `<div class="bar">fx&nbsp;&nbsp;=SUM(B2:B${r.int(5, 30)})</div><table><tr><th></th>${cols.map((x) => `<th>${x}</th>`).join('')}</tr>${rows}</table>`,
    `body{background:#fff;font:13px sans-serif}.bar{padding:8px;border-bottom:1px solid #ccc;background:#f8f9fa}table{border-collapse:collapse}th{background:#f1f3f4;color:#555;font-weight:normal;min-width:36px}td,th{border:1px solid #e0e0e0;padding:3px 8px;min-width:110px;height:22px}td.h{font-weight:bold;background:#e8f0fe}`,
  );
}

function chat(r: Rng): string {
  const accent = r.pick(ACCENTS);
  const bubbles = Array.from({ length: r.int(6, 12) }, () => {
    const mine = r.chance(0.5);
    return `<div class="${mine ? 'm' : 'o'}">${r.chance(0.3) ? r.pick(WORDS) : sentence(r)}<small>${r.int(8, 22)}:${String(r.int(0, 59)).padStart(2, '0')}</small></div>`;
  }).join('');
  return page(
    `<header>&#8249; ${r.pick(WORDS.slice(4, 9))}</header><main>${bubbles}</main><footer><div>${words(r, 2)}</div></footer>`,
    `body{background:${r.pick(['#ece5dd', '#f1f5f9', '#fff'])};font:15px sans-serif;display:flex;flex-direction:column}header{background:${accent};color:#fff;padding:16px;font-size:18px}
main{flex:1;padding:12px;display:flex;flex-direction:column;gap:8px;overflow:hidden}main div{max-width:70%;padding:8px 12px;border-radius:14px}
.m{align-self:flex-end;background:${accent};color:#fff}.o{align-self:flex-start;background:#fff;border:1px solid #ddd}small{display:block;font-size:10px;opacity:.6;text-align:right}
footer{padding:10px;background:#f8f8f8}footer div{border:1px solid #ccc;border-radius:20px;padding:10px;color:#999;background:#fff}`,
  );
}

export function screenshotDoc(r: Rng, w: number): string {
  const kind = r.pick(['document', 'code', 'spreadsheet', 'chat']);
  if (kind === 'code') return code(r);
  if (kind === 'spreadsheet') return spreadsheet(r);
  if (kind === 'chat') return chat(r);
  const bullets = `<ul>${Array.from({ length: r.int(2, 5) }, () => `<li>${sentence(r)}</li>`).join('')}</ul>`;
  const body = `<h1>${title(r, r.int(2, 5))}</h1><p>${paragraph(r, 4)}</p><h2>${title(r, 2)}</h2><p>${paragraph(r, 3)}</p>${bullets}<p>${paragraph(r, 5)}</p>`;
  return page(
    `<div class="tool">${['File', 'Edit', 'View', 'Insert', 'Format'].map((x) => `<span>${x}</span>`).join('')}</div><div class="sheet">${body}</div>`,
    `body{background:#e5e7eb;font-family:${r.pick(['serif', 'sans-serif'])}}.tool{background:#f9fafb;padding:8px 12px;border-bottom:1px solid #d1d5db;font:13px sans-serif}.tool span{margin-right:16px}
.sheet{background:#fff;margin:${w < 600 ? 8 : 24}px auto;max-width:720px;padding:${w < 600 ? 20 : 56}px;box-shadow:0 1px 4px #0003;line-height:1.55}h1{font-size:28px}`,
  );
}

export function chart(r: Rng, w: number, h: number): string {
  const kind = r.pick(['bar', 'line', 'pie', 'diagram']);
  const colours = [...ACCENTS].sort(() => r.float(-1, 1));
  const labels = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug'].slice(0, r.int(4, 8));
  const [left, top, right, bottom] = [70, 70, w - 40, h - 60];
  const label = (x: number, y: number, text: string, extra = ''): string =>
    `<text x="${fmt(x)}" y="${fmt(y)}" text-anchor="middle" ${extra}>${text}</text>`;
  let inner = label(w / 2, 40, title(r, r.int(2, 4)), 'font-size="22" font-weight="bold"');
  const axes = (): string =>
    Array.from({ length: 5 }, (_, k) => {
      const y = bottom - ((bottom - top) * k) / 4;
      return `<line x1="${left}" y1="${fmt(y)}" x2="${right}" y2="${fmt(y)}" stroke="#e5e7eb"/>${label(left - 25, y + 4, String(k * 25))}`;
    }).join('') +
    `<path d="M${left},${top} V${bottom} H${right}" stroke="#374151" fill="none"/>` +
    labels.map((l, k) => label(left + ((right - left) * (k + 0.5)) / labels.length, bottom + 22, l)).join('');
  if (kind === 'bar') {
    const bw = ((right - left) / labels.length) * 0.6;
    inner +=
      axes() +
      labels
        .map((_, k) => {
          const v = r.float(0.1, 1) * (bottom - top);
          return `<rect x="${fmt(left + ((right - left) * (k + 0.5)) / labels.length - bw / 2)}" y="${fmt(bottom - v)}" width="${fmt(bw)}" height="${fmt(v)}" fill="${colours[0]}"/>`;
        })
        .join('');
  } else if (kind === 'line') {
    inner +=
      axes() +
      Array.from({ length: r.int(1, 3) }, (_, s) => {
        const pts = labels.map(
          (_, k) =>
            `${fmt(left + ((right - left) * (k + 0.5)) / labels.length)},${fmt(bottom - r.float(0.1, 0.95) * (bottom - top))}`,
        );
        return (
          `<polyline points="${pts.join(' ')}" fill="none" stroke="${colours[s]}" stroke-width="3"/>` +
          pts
            .map((p) => `<circle cx="${p.split(',')[0]}" cy="${p.split(',')[1]}" r="4" fill="${colours[s]}"/>`)
            .join('')
        );
      }).join('');
  } else if (kind === 'pie') {
    const values = labels.slice(0, r.int(3, 6)).map(() => r.float(1, 5));
    const total = values.reduce((a, b) => a + b, 0);
    const [cx, cy, rad] = [w * 0.38, h / 2 + 20, Math.min(w, h) * 0.3];
    let a0 = -Math.PI / 2;
    values.forEach((v, k) => {
      const a1 = a0 + (2 * Math.PI * v) / total;
      const p = (a: number): string => `${fmt(cx + rad * Math.cos(a))},${fmt(cy + rad * Math.sin(a))}`;
      inner += `<path d="M${cx},${cy} L${p(a0)} A${fmt(rad)},${fmt(rad)} 0 ${a1 - a0 > Math.PI ? 1 : 0} 1 ${p(a1)} Z" fill="${colours[k]}" stroke="#fff" stroke-width="2"/>`;
      inner += `<rect x="${fmt(w * 0.72)}" y="${fmt(h / 2 - 60 + k * 30)}" width="16" height="16" fill="${colours[k]}"/><text x="${fmt(w * 0.72 + 24)}" y="${fmt(h / 2 - 47 + k * 30)}">${labels[k]} ${Math.round((100 * v) / total)}%</text>`;
      a0 = a1;
    });
  } else {
    const n = r.int(3, 5);
    const bw = Math.min(160, (w - 80) / n - 30);
    const boxes = Array.from(
      { length: n },
      (_, k) => [40 + k * ((w - 80) / n), h / 2 + (k % 2 ? 1 : -1) * r.float(0, h * 0.2)] as const,
    );
    inner += `<defs><marker id="a" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto"><path d="M0,0 L10,5 L0,10 z" fill="#374151"/></marker></defs>`;
    boxes.forEach(([x, y], k) => {
      const next = boxes[k + 1];
      if (next)
        inner += `<line x1="${fmt(x + bw)}" y1="${fmt(y)}" x2="${fmt(next[0])}" y2="${fmt(next[1])}" stroke="#374151" stroke-width="2" marker-end="url(#a)"/>`;
      inner += `<rect x="${fmt(x)}" y="${fmt(y - 30)}" width="${fmt(bw)}" height="60" rx="${r.pick([0, 8, 30])}" fill="${colours[k]}22" stroke="${colours[k]}" stroke-width="2"/>${label(x + bw / 2, y + 5, title(r, 1))}`;
    });
  }
  return page(
    svg(w, h, `<g font-family="sans-serif" font-size="14" fill="#374151">${inner}</g>`),
    `body{background:#fff}`,
  );
}
