// Keeps the Vitest tiers' hardening cases (unit and integration, run together or alone) for the report
// the end-to-end run writes (playwrightReporter.ts).
import type { Reporter, TestModule } from 'vitest/node';

import { type CaseResult, categoryOf, saveUnitResults } from './report';

export default class HardeningUnitReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const results: CaseResult[] = [];
    const projects = new Set<string>();
    for (const module of testModules) {
      projects.add(module.project.name);
      for (const test of module.children.allTests()) {
        const titlePath: string[] = [];
        for (let parent = test.parent; parent.type === 'suite'; parent = parent.parent) titlePath.unshift(parent.name);
        const category = categoryOf(titlePath);
        if (!category) continue;
        const state = test.result().state;
        results.push({
          category,
          project: module.project.name,
          title: test.name,
          state: state === 'passed' ? 'passed' : state === 'failed' ? 'failed' : 'skipped',
        });
      }
    }
    // A run of a few files (while developing) must not overwrite the full run's record with less; a run
    // of one tier replaces that tier's cases and keeps the other's.
    if (results.length > 0) saveUnitResults(results, projects);
  }
}
