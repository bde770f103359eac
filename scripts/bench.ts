// `npm run bench`: builds the app and the benchmark harness, serves both, drives them in headless
// Chromium and writes bench-results/bench.json. Figures, not a pass/fail test:
// - model load, cold (empty cache) and cached, through the app's bridge and worker;
// - inference median and p95 over 30 warm runs per backend (wasm-simd, webgl, cpu), and the material
//   head's share of it;
// - the same for the naive way: mobilenet.classify on the main thread with the package's defaults;
// - in the built app: file chosen -> first hint and -> verdict on /results, and the long tasks meanwhile;
// - the live viewfinder with a fake camera: frames answered per second, first frame -> settled answer,
//   change of scene -> new answer, and the long tasks meanwhile (scripts/lib/benchLive.ts);
// - the home page's initial JavaScript (scripts/lib/initialJs.ts);
// and prints one table of the figures beside the naive way's, as ratios (scripts/lib/benchTable.ts).
// Ports: BENCH_PORT (default 4310) for the app and the next one for the harness.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';

import playwrightConfig from '../playwright.config';
import type { BackendName } from '../src/services/classifier/ClassifierBridge';
import { measureLive } from './lib/benchLive';
import { round, summary } from './lib/benchStats';
import { type BenchRow, benchTable } from './lib/benchTable';
import { measureInitialJs } from './lib/initialJs';
import { TRASHNET_TRAIN_DIR } from './lib/nodeMobileNet';
import { servePreview, VITE } from './lib/previewServer';

const ROOT = resolve(import.meta.dirname, '..');
const HARNESS_CONFIG = join(ROOT, 'scripts', 'bench', 'vite.config.ts');
const APP_PORT = Number(process.env.BENCH_PORT ?? 4310);
const HARNESS_PORT = APP_PORT + 1;
const RUNS = 30;
const APP_RUNS = 10;
const PHOTO = join(TRASHNET_TRAIN_DIR, 'plastic', 'plastic5.jpg');
const BACKENDS: BackendName[] = ['wasm-simd', 'webgl', 'cpu'];

function build() {
  console.log('bench: building the app and the harness');
  execFileSync(process.execPath, [VITE, 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  execFileSync(process.execPath, [VITE, 'build', '--config', HARNESS_CONFIG, '--logLevel', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
  });
}

async function harnessPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${HARNESS_PORT}/`);
  await page.waitForFunction(() => 'bench' in window);
  return page;
}

async function measureLoads(browser: Browser) {
  const context = await browser.newContext();
  const cold = await (await harnessPage(context)).evaluate(() => window.bench.load('wasm-simd'));
  const cached = await (await harnessPage(context)).evaluate(() => window.bench.load('wasm-simd'));
  await context.close();
  return { cold, cached };
}

async function measureBackends(browser: Browser, photo: string) {
  const results: Record<string, unknown> = {};
  for (const backend of BACKENDS) {
    const context = await browser.newContext();
    const page = await harnessPage(context);
    try {
      const info = await page.evaluate((b) => window.bench.load(b), backend);
      await page.evaluate((p) => window.bench.classify(p, 3), photo);
      const { samples, longTasksMs } = await page.evaluate(([p, n]) => window.bench.classify(p, n), [
        photo,
        RUNS,
      ] as const);
      results[backend] = {
        loadMs: round(info.loadMs),
        warmupMs: round(info.warmupMs),
        inferenceInWorker: summary(samples.map((s) => s.inferenceMs)),
        preprocessInWorker: summary(samples.map((s) => s.preprocessMs)),
        // Part of the inference time: the material head alone, after the forward pass.
        materialHeadInWorker: summary(samples.map((s) => s.headMs)),
        roundTripFromPage: summary(samples.map((s) => s.roundTripMs)),
        pageLongTasksMs: longTasksMs,
      };
    } catch (error) {
      results[backend] = { error: String(error) };
    }
    console.log(`bench: ${backend}`, JSON.stringify(results[backend]).slice(0, 200));
    await context.close();
  }
  return results;
}

async function measureNaive(browser: Browser, photo: string) {
  const context = await browser.newContext();
  const page = await harnessPage(context);
  const naive = await page.evaluate(([p, n]) => window.bench.naive(p, n), [photo, RUNS] as const);
  await context.close();
  return {
    backend: naive.backend,
    loadMs: round(naive.loadMs),
    classifyOnMainThread: summary(naive.samples),
    photoToLabelsOnMainThread: summary(naive.photoToLabelsMs),
    pageLongTasksMs: { count: naive.longTasksMs.length, longest: Math.max(0, ...naive.longTasksMs) },
  };
}

// Runs in the app's page (plain JavaScript, as a string, so no build helper leaks into it). From a
// file chosen it records when the first hint shows (the loading panel's "Looks like", or the results'
// item if the panel had no time to show it) and when the verdict shows on /results; then, a moment
// later (the browser reports long tasks after they end), the long tasks that overlapped that span.
const INSTRUMENT_APP = `(() => {
  const state = { start: 0, hint: 0, verdict: 0, runs: [], longTasks: [] };
  window.__bench = state;
  new PerformanceObserver((list) => state.longTasks.push(...list.getEntries())).observe({ type: 'longtask' });
  document.addEventListener('change', () => {
    state.start = performance.now();
    state.hint = 0;
    state.verdict = 0;
  }, true);
  new MutationObserver(() => {
    if (!state.start || state.verdict) return;
    const now = performance.now();
    if (!state.hint && document.querySelector('[data-testid="looks-like"], [data-testid="item-label"]')) state.hint = now;
    if (!document.querySelector('[data-testid="verdict"]')) return;
    const start = state.start;
    state.verdict = now;
    const hint = state.hint || now;
    setTimeout(() => {
      state.runs.push({
        firstHintMs: hint - start,
        verdictMs: now - start,
        longTasksMs: state.longTasks.filter((t) => t.startTime + t.duration > start && t.startTime < now).map((t) => t.duration),
      });
    }, 300);
  }).observe(document.body, { childList: true, subtree: true });
})()`;

interface AppRun {
  firstHintMs: number;
  verdictMs: number;
  longTasksMs: number[];
}

/** The built app, model ready: file chosen -> first hint and -> verdict on /results, and the long tasks meanwhile. */
async function measureApp(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${APP_PORT}/`);
  await page.getByTestId('model-status').and(page.locator('[data-phase="ready"]')).waitFor({ timeout: 60_000 });
  await page.evaluate(INSTRUMENT_APP);
  for (let i = 0; i <= APP_RUNS; i++) {
    await page.getByTestId('photo-input').setInputFiles(PHOTO);
    await page.getByTestId('verdict').waitFor();
    await page.waitForFunction(
      (n) => (window as unknown as { __bench: { runs: unknown[] } }).__bench.runs.length > n,
      i,
    );
    await page.getByRole('link', { name: 'Scan another item' }).click();
    await page.getByTestId('photo-input').waitFor({ state: 'attached' });
  }
  const runs = (await page.evaluate('window.__bench.runs')) as AppRun[];
  await context.close();
  // The first scan after the model is ready also fetches the results screen and the analysis engine.
  const [first, ...warm] = runs;
  return {
    firstScan: { firstHintMs: round(first?.firstHintMs ?? NaN), verdictMs: round(first?.verdictMs ?? NaN) },
    fileChosenToFirstHint: summary(warm.map((r) => r.firstHintMs)),
    fileChosenToVerdict: summary(warm.map((r) => r.verdictMs)),
    longTasksDuringScansMs: runs.flatMap((r) => r.longTasksMs).map(round),
  };
}

/** tfjs and MobileNet as the naive way bundles them for the main thread: the harness's page chunk, gzipped. */
function naiveModelJsGzipBytes(): number {
  const assets = join(ROOT, 'bench-results', 'harness', 'assets');
  const page = readdirSync(assets).find((name) => /^index-.*\.js$/.test(name));
  if (!page) throw new Error(`No harness page chunk in ${assets}`);
  return gzipSync(readFileSync(join(assets, page)), { level: 9 }).length;
}

type Report = {
  backends: Record<string, unknown>;
  naiveMainThread: Awaited<ReturnType<typeof measureNaive>>;
  app: Awaited<ReturnType<typeof measureApp>>;
  live: Awaited<ReturnType<typeof measureLive>>;
  initialJsGzipBytes: number;
  naiveInitialJsGzipBytes: number;
};

/** The figures, each beside the naive way's from the same run. */
function figures(report: Report): BenchRow[] {
  const wasm = report.backends['wasm-simd'] as { inferenceInWorker?: { medianMs: number } } | undefined;
  const { app, live, naiveMainThread: naive } = report;
  const adviceMs = app.fileChosenToVerdict.medianMs - app.fileChosenToFirstHint.medianMs;
  return [
    {
      figure: 'Photo -> first hint (median)',
      app: app.fileChosenToFirstHint.medianMs,
      naive: naive.photoToLabelsOnMainThread.medianMs,
      unit: 'ms',
      note: 'naive: the photo decoded and classified on the main thread, to its labels',
    },
    {
      figure: 'Photo -> verdict on /results (median)',
      app: app.fileChosenToVerdict.medianMs,
      naive: naive.photoToLabelsOnMainThread.medianMs + adviceMs,
      unit: 'ms',
      note: "naive: its labels, plus the app's own advice step (verdict minus first hint)",
    },
    {
      figure: 'Inference (median)',
      app: wasm?.inferenceInWorker?.medianMs ?? Number.NaN,
      naive: naive.classifyOnMainThread.medianMs,
      unit: 'ms',
      note: `app: in the worker on wasm-simd; naive: mobilenet.classify with defaults (${naive.backend})`,
    },
    {
      figure: 'Longest main-thread task in a scan',
      app: Math.max(0, ...app.longTasksDuringScansMs),
      naive: naive.pageLongTasksMs.longest,
      unit: 'ms',
      note: 'long tasks are reported from 50 ms; 0 means none of 50 ms or more',
    },
    {
      figure: 'Live: frames answered per second (median)',
      app: live.framesPerSecond.median,
      naive: 1000 / naive.classifyOnMainThread.medianMs,
      unit: 'frames/s',
      higherIsBetter: true,
      note: 'app: the viewfinder, at most 15 a second; naive: one mobilenet.classify per frame on the main thread; a rate, so the last column is app / naive',
    },
    {
      figure: 'Live: first frame -> settled answer (median)',
      app: live.firstFrameToSettledMs.medianMs,
      naive: Number.NaN,
      unit: 'ms',
      note: 'naive: no settling, each frame shows its own labels',
    },
    {
      figure: 'Live: change of scene -> new answer (median)',
      app: live.sceneChangeToNewAnswerMs.medianMs,
      naive: Number.NaN,
      unit: 'ms',
      note: 'a bottle, then a photo read as a battery, and back; the change seen in the video frames',
    },
    {
      figure: 'Longest main-thread task, live viewfinder',
      app: live.longestTaskMs,
      naive: naive.pageLongTasksMs.longest,
      unit: 'ms',
      note: 'naive: the longest task of its main-thread classifications',
    },
    {
      figure: 'Initial JS of the home page',
      app: report.initialJsGzipBytes / 1000,
      naive: report.naiveInitialJsGzipBytes / 1000,
      unit: 'KB gz',
      note: 'naive: the same page with tfjs and MobileNet bundled for the main thread',
    },
  ];
}

async function main() {
  build();
  const servers = [await servePreview([], APP_PORT), await servePreview(['--config', HARNESS_CONFIG], HARNESS_PORT)];
  const browser = await chromium.launch(playwrightConfig.use?.launchOptions);
  try {
    const photo = readFileSync(PHOTO).toString('base64');
    const report = {
      when: new Date().toISOString(),
      machine: `${process.platform}, ${cpus().length} cores, headless Chromium ${browser.version()}`,
      // Other work on the machine slows every figure; the 1-minute load average before and after.
      loadAverageBefore: round(loadavg()[0]!),
      photo: 'TrashNet plastic/plastic5.jpg (512 x 384)',
      modelLoad: await measureLoads(browser),
      backends: await measureBackends(browser, photo),
      naiveMainThread: await measureNaive(browser, photo),
      app: await measureApp(browser),
      live: await measureLive(
        playwrightConfig.use?.launchOptions ?? {},
        `http://127.0.0.1:${APP_PORT}/`,
        PHOTO,
        join(ROOT, 'bench-results'),
      ),
      loadAverageAfter: round(loadavg()[0]!),
      initialJsGzipBytes: 0,
      naiveInitialJsGzipBytes: 0,
    };
    report.initialJsGzipBytes = (await measureInitialJs(browser, `http://127.0.0.1:${APP_PORT}/`)).totalGzipBytes;
    report.naiveInitialJsGzipBytes = report.initialJsGzipBytes + naiveModelJsGzipBytes();
    const table = figures(report);
    const outDir = join(ROOT, 'bench-results');
    mkdirSync(outDir, { recursive: true });
    writeFileSync(join(outDir, 'bench.json'), `${JSON.stringify({ ...report, table }, null, 2)}\n`);
    console.log(`bench: the details are in ${join(outDir, 'bench.json')}\n`);
    console.log(benchTable(table));
  } finally {
    await browser.close();
    for (const server of servers) server.kill();
  }
}

await main();
