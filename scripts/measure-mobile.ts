// `npm run measure:mobile`: builds the app (into .cache/measure-mobile), serves it with vite preview and
// runs Lighthouse's mobile profile (scripts/lib/lighthouseMobile.ts) three times on every route a person
// can land on, then prints the median of each figure and the JavaScript fetched before the first paint,
// gzipped from the build. Figures, not a pass/fail test: a figure that misses the target (docs/testing.md)
// is marked with `!`. Routes given as arguments are measured instead of all; MEASURE_RUNS sets the runs a
// route (odd). Each run's report is kept in bench-results/mobile/. Port: MEASURE_PORT (default 4340).
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';

import { builtJs } from './lib/initialJs';
import { launchChromium, lighthouseReport, type MobileRun, mobileRun } from './lib/lighthouseMobile';
import { servePreview, VITE } from './lib/previewServer';

const ROOT = resolve(import.meta.dirname, '..');
const REPORTS = resolve(ROOT, 'bench-results', 'mobile');
// A build of its own: others' builds into dist/ would swap the files served mid-measurement.
const OUT_DIR = resolve(ROOT, '.cache', 'measure-mobile');
const PORT = Number(process.env.MEASURE_PORT ?? 4340);
/** Odd, so the median is one run's figure. */
const RUNS = Number(process.env.MEASURE_RUNS ?? 3);
/** Every route a person can land on; /dashboard is measured signed out, as a first visit is. */
const ALL_ROUTES = [
  '/',
  '/login',
  '/register',
  '/dashboard',
  '/education',
  '/education/recycling-basics',
  '/community',
  '/search?q=battery',
  '/terms',
  '/privacy',
  '/no-such-page',
];
/** `npm run measure:mobile -- /login /terms` measures only those. */
const ROUTES = process.argv.length > 2 ? process.argv.slice(2) : ALL_ROUTES;

interface Column {
  title: string;
  figure: (run: MobileRun) => number;
  show: (value: number) => string;
  /** Whether the median meets the target (issue 34); no target, no mark. */
  meets?: (value: number) => boolean;
}

const jsBeforePaintKb = (run: MobileRun) => builtJs(OUT_DIR, run.scriptsBeforePaint).totalGzipBytes / 1000;

const COLUMNS: Column[] = [
  { title: 'perf', figure: (r) => r.performance, show: String, meets: (v) => v >= 95 },
  { title: 'FCP s', figure: (r) => r.fcpMs / 1000, show: (v) => v.toFixed(2) },
  { title: 'LCP s', figure: (r) => r.lcpMs / 1000, show: (v) => v.toFixed(2), meets: (v) => v <= 1.8 },
  { title: 'TBT ms', figure: (r) => r.tbtMs, show: (v) => v.toFixed(0), meets: (v) => v <= 100 },
  { title: 'CLS', figure: (r) => r.cls, show: (v) => v.toFixed(3), meets: (v) => v <= 0.02 },
  { title: 'bytes kB', figure: (r) => r.totalBytes / 1000, show: (v) => v.toFixed(0) },
  { title: 'JS@paint kB', figure: jsBeforePaintKb, show: (v) => v.toFixed(1) },
  { title: 'a11y', figure: (r) => r.accessibility, show: String, meets: (v) => v === 100 },
  { title: 'best-pr', figure: (r) => r.bestPractices, show: String, meets: (v) => v === 100 },
];

/** The middle of an odd number of values. */
function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
}

function row(cells: string[], widths: number[]): string {
  return cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');
}

function printTable(results: Map<string, MobileRun[]>) {
  const header = ['route', ...COLUMNS.map((column) => column.title)];
  const lines = [...results].map(([route, runs]) => [
    route,
    ...COLUMNS.map(({ figure, show, meets }) => {
      const value = median(runs.map(figure));
      return `${show(value)}${meets && !meets(value) ? '!' : ''}`;
    }),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]?.length ?? 0)));
  console.log(row(header, widths));
  for (const line of lines) console.log(row(line, widths));
}

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function main() {
  execFileSync(process.execPath, [VITE, 'build', '--outDir', OUT_DIR, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
  mkdirSync(REPORTS, { recursive: true });
  const server = await servePreview(['--outDir', OUT_DIR], PORT);
  const chrome = await launchChromium();
  const loadBefore = load();
  const results = new Map<string, MobileRun[]>();
  try {
    for (const route of ROUTES) {
      const runs: MobileRun[] = [];
      for (let i = 1; i <= RUNS; i++) {
        const report = await lighthouseReport(`http://127.0.0.1:${PORT}${route}`, chrome.port);
        writeFileSync(resolve(REPORTS, `${route.replace(/\W+/g, '_')}-${i}.json`), JSON.stringify(report));
        runs.push(mobileRun(report));
      }
      results.set(route, runs);
      console.error(`${route}: ${runs.map((run) => run.performance).join(', ')}`);
    }
  } finally {
    chrome.kill();
    server.kill();
  }
  console.log(`\nLighthouse ${RUNS} runs a route, mobile profile, medians (! misses the target; docs/testing.md)`);
  printTable(results);
  console.log(`\nLoad average (1, 5, 15 min) at the start: ${loadBefore}; at the end: ${load()}`);
}

await main();
