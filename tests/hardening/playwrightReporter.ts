// Writes test-results/hardening-report.md at the end of the end-to-end run, with the unit cases the
// unit run recorded before it (npm test runs the unit tests first).
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

import { type CaseResult, categoryOf, loadUnitResults, renderReport, saveReport } from './report';

export default class HardeningReporter implements Reporter {
  /** By test: a retried test counts once, by its last attempt. */
  private readonly results = new Map<string, CaseResult>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const category = categoryOf(test.titlePath());
    if (!category) return;
    const state = result.status === 'passed' ? 'passed' : result.status === 'skipped' ? 'skipped' : 'failed';
    this.results.set(test.id, { category, title: `${test.parent.project()?.name ?? ''} › ${test.title}`, state });
  }

  onEnd(): void {
    saveReport(renderReport(loadUnitResults(), [...this.results.values()]));
  }
}
