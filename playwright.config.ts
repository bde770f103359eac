import { existsSync } from 'node:fs';

import { defineConfig } from '@playwright/test';

// E2E_PORT lets several checkouts run their browser tests side by side. The cloud project serves a
// second build, made with the stand-in settings of .env.e2e-cloud, on the next port; the supabase
// project a third, made with those of .env.e2e-supabase, on the one after.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const CLOUD_PORT = Number(process.env.E2E_CLOUD_PORT ?? PORT + 1);
const SUPABASE_PORT = Number(process.env.E2E_SUPABASE_PORT ?? PORT + 2);

// Debian's headless shell (apt-get install chromium-headless-shell: the browser Playwright itself runs
// headless) opens a context and loads a page for about half the CPU of the full browser, which on 2
// cores is minutes of the run. The full browser serves where the shell is not installed.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

// The mode matches the build's, so the Content-Security-Policy header names the same services as its meta tag.
const preview = (outDir: string, port: number, mode = 'production') => ({
  command: `npx vite preview --mode ${mode} --outDir ${outDir} --port ${port} --strictPort --host 127.0.0.1`,
  url: `http://127.0.0.1:${port}`,
  // Never reuse: a server already on the port may be serving another checkout's build.
  reuseExistingServer: false,
  timeout: 60_000,
});

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // On 2 cores two workers leave CPU idle (timers, retries' back-off, the stand-ins): a third fills it
  // (5.9 min for the suite, against 6.6 with two).
  workers: 3,
  retries: 0,
  reporter: [
    ['list'],
    ['html', { open: 'never', outputFolder: 'test-results/e2e-report' }],
    ['./tests/hardening/playwrightReporter.ts'],
  ],
  use: {
    // Recording a trace for every test (to keep the failures') cost about a fifth of the run on this
    // 2-core machine, so the run keeps a screenshot of each failure and no trace. To trace a failing
    // test, run it again with E2E_TRACE=on (or retain-on-failure).
    trace: (process.env.E2E_TRACE as 'on' | 'retain-on-failure' | undefined) ?? 'off',
    screenshot: 'only-on-failure',
    // A service worker would answer requests that tests route to stand-ins; the offline tests allow it.
    serviceWorkers: 'block',
    // Debian's Chromium: this machine cannot download Playwright's own browsers.
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-quic',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      // The build with Supabase configured; its tests start the Supabase stand-in (tests/standIns) on the
      // build's fixed loopback port, so one worker at a time. First in the list, so its tests run while
      // the other worker takes the rest, rather than alone at the end.
      name: 'supabase',
      testDir: 'tests/e2e/supabase',
      workers: 1,
      use: { baseURL: `http://127.0.0.1:${SUPABASE_PORT}` },
    },
    {
      // The build with cloud services configured; tests answer them with stand-ins (tests/e2e/cloud/standIn.ts).
      name: 'cloud',
      testDir: 'tests/e2e/cloud',
      use: { baseURL: `http://127.0.0.1:${CLOUD_PORT}` },
    },
    {
      // The default build: no keys, everything on the device.
      name: 'on-device',
      testIgnore: ['cloud/**', 'supabase/**'],
      use: { baseURL: `http://127.0.0.1:${PORT}` },
    },
  ],
  webServer: [
    preview('dist', PORT),
    preview('dist-e2e-cloud', CLOUD_PORT, 'e2e-cloud'),
    preview('dist-e2e-supabase', SUPABASE_PORT, 'e2e-supabase'),
  ],
});
