// The hardening report: every unit and end-to-end test inside a describe titled `hardening: <category>`
// is counted under that category, and test-results/hardening-report.md says what was tried.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const HARDENING_PREFIX = 'hardening: ';

const RESULTS = join(import.meta.dirname, '..', '..', 'test-results');
export const UNIT_RESULTS_FILE = join(RESULTS, 'hardening-unit.json');
export const REPORT_FILE = join(RESULTS, 'hardening-report.md');

export interface CaseResult {
  category: string;
  /** The Vitest project (unit, integration, ...) a unit-layer case ran in. */
  project?: string;
  title: string;
  state: 'passed' | 'failed' | 'skipped';
}

/** The category of a test from its title path, or null when it is not a hardening case. */
export function categoryOf(titlePath: readonly string[]): string | null {
  const title = titlePath.find((part) => part.startsWith(HARDENING_PREFIX));
  return title ? title.slice(HARDENING_PREFIX.length) : null;
}

function write(file: string, text: string): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** Replaces the recorded cases of the projects that ran, keeping those of the others. */
export function saveUnitResults(results: readonly CaseResult[], projects: ReadonlySet<string>): void {
  const kept = loadUnitResults().filter((result) => result.project !== undefined && !projects.has(result.project));
  write(UNIT_RESULTS_FILE, `${JSON.stringify([...kept, ...results], null, 2)}\n`);
}

export function loadUnitResults(): CaseResult[] {
  try {
    return JSON.parse(readFileSync(UNIT_RESULTS_FILE, 'utf8')) as CaseResult[];
  } catch {
    return [];
  }
}

export function renderReport(unit: readonly CaseResult[], e2e: readonly CaseResult[], at = new Date()): string {
  const rows = new Map<string, { unit: number; e2e: number; passed: number; failed: number; skipped: number }>();
  const all = [
    ...unit.map((r) => ({ ...r, layer: 'unit' as const })),
    ...e2e.map((r) => ({ ...r, layer: 'e2e' as const })),
  ];
  for (const result of all) {
    const row = rows.get(result.category) ?? { unit: 0, e2e: 0, passed: 0, failed: 0, skipped: 0 };
    row[result.layer] += 1;
    row[result.state] += 1;
    rows.set(result.category, row);
  }
  const failed = all.filter((r) => r.state === 'failed');
  const lines = [
    '# Hardening report',
    '',
    `Written ${at.toISOString()}. Faults and bad input tried against the app, by category: unit cases run the real service code`,
    'against loopback stand-ins; end-to-end cases run the built app in Chromium.',
    '',
    '| category | unit | end to end | passed | failed | skipped |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...[...rows.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([category, r]) => `| ${category} | ${r.unit} | ${r.e2e} | ${r.passed} | ${r.failed} | ${r.skipped} |`),
    `| **all** | ${unit.length} | ${e2e.length} | ${all.length - failed.length - all.filter((r) => r.state === 'skipped').length} | ${failed.length} | ${all.filter((r) => r.state === 'skipped').length} |`,
    '',
    failed.length === 0
      ? 'Every case passed.'
      : `Failed:\n${failed.map((r) => `- ${r.category}: ${r.title}`).join('\n')}`,
    '',
    '## Cases',
    ...all.map((r) => `- [${r.state === 'passed' ? 'x' : ' '}] ${r.category} (${r.layer}): ${r.title}`),
    '',
  ];
  return lines.join('\n');
}

export function saveReport(text: string): void {
  write(REPORT_FILE, text);
}
