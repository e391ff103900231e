import { readFileSync } from "node:fs";

export type Counts = { passed: number; failed: number; skipped: number };

export const ZERO: Counts = { passed: 0, failed: 0, skipped: 0 };

export function add(a: Counts, b: Counts): Counts {
  return { passed: a.passed + b.passed, failed: a.failed + b.failed, skipped: a.skipped + b.skipped };
}

/** Counts from Vitest's JSON reporter file; a missing or unreadable file counts as one failure. */
export function vitestCounts(file: string): Counts {
  try {
    const report = JSON.parse(readFileSync(file, "utf8")) as {
      numPassedTests: number;
      numFailedTests: number;
      numPendingTests: number;
      numTodoTests: number;
      numFailedTestSuites: number;
    };
    return {
      passed: report.numPassedTests,
      // A file that fails to load has no failed test but must still fail the run.
      failed: report.numFailedTests + (report.numFailedTests === 0 ? report.numFailedTestSuites : 0),
      skipped: report.numPendingTests + report.numTodoTests,
    };
  } catch {
    return { passed: 0, failed: 1, skipped: 0 };
  }
}

/** Counts from Playwright's JSON reporter file (a test that passed on retry counts as passed). */
export function playwrightCounts(file: string): Counts {
  try {
    const report = JSON.parse(readFileSync(file, "utf8")) as {
      stats: { expected: number; unexpected: number; flaky: number; skipped: number };
      errors?: unknown[];
    };
    const errors = report.errors?.length ?? 0;
    return {
      passed: report.stats.expected + report.stats.flaky,
      failed: report.stats.unexpected + errors,
      skipped: report.stats.skipped,
    };
  } catch {
    return { passed: 0, failed: 1, skipped: 0 };
  }
}

export function summaryLine(counts: Counts): string {
  return `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`;
}
