// One Lighthouse run of a page with Lighthouse's default profile (a mid-range phone: 4x slower CPU, slow
// 4G, simulated throttling) in Debian's Chromium, reduced to the figures `npm run measure:mobile` prints.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';

/** Debian's Chromium (this machine cannot download Chrome); CHROME_PATH names another. */
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export interface MobileRun {
  /** Category scores, 0-100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every response's bytes as sent (Lighthouse's total byte weight). */
  totalBytes: number;
  /**
   * The scripts of the page's own origin whose request started before the first contentful paint as it
   * was seen (the unthrottled load Lighthouse simulates from), modulepreloads included: paths such as
   * `assets/index-abc123.js`.
   */
  scriptsBeforePaint: string[];
}

export function launchChromium(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
}

/**
 * Runs Lighthouse once on `url` in the Chromium listening on `port` and gives its report. Lighthouse
 * empties the origin's storage, caches and service workers first, so every run is a first visit.
 */
export async function lighthouseReport(url: string, port: number): Promise<Result> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (result.lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
  return result.lhr;
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  networkRequestTime?: number;
}

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? Number.NaN) * 100);
const metric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;
const items = <T>(lhr: Result, audit: string) => ((lhr.audits[audit]?.details as { items?: T[] })?.items ?? []) as T[];

/** The figures of one Lighthouse report. */
export function mobileRun(lhr: Result): MobileRun {
  const observedFcp = items<{ observedFirstContentfulPaint?: number }>(lhr, 'metrics')[0]?.observedFirstContentfulPaint;
  if (observedFcp === undefined) throw new Error(`Lighthouse saw no first paint on ${lhr.finalDisplayedUrl}`);
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  // The report's request times count from the page's own request, which starts the navigation.
  const scriptsBeforePaint = items<NetworkRequest>(lhr, 'network-requests')
    .filter(
      (request) =>
        request.resourceType === 'Script' &&
        (request.networkRequestTime ?? Number.POSITIVE_INFINITY) < observedFcp &&
        new URL(request.url).origin === origin,
    )
    .map((request) => new URL(request.url).pathname.slice(1));
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    fcpMs: metric(lhr, 'first-contentful-paint'),
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    totalBytes: metric(lhr, 'total-byte-weight'),
    scriptsBeforePaint: [...new Set(scriptsBeforePaint)],
  };
}
