// The tally behind `npm test`'s last line, kept free of processes and files so its rules are
// tested (summary.test.ts). The rule of an honest green: a step that did not run, or whose
// runner failed without reporting a failed test, counts as one failure; never `N passed, 0
// failed` with a non-zero exit.

/**
 * @typedef {{ title: string, ok: boolean, passed?: number, failed?: number, failedNames?: string[] }} StepResult
 * `ok`: the step's runner exited 0 (or the step, like starting a server, succeeded).
 * `passed` / `failed`: what its report counted (absent when there was no report).
 */

/** A tally of step results: `add` each, then `line()` and `exitCode()`. */
export function createTally() {
  let passed = 0;
  let failed = 0;
  /** @type {string[]} */
  const failures = [];
  /** @type {string[]} */
  const failedTests = [];
  /** @type {string[]} */
  const notes = [];
  return {
    /** @param {StepResult} step */
    add(step) {
      const reportedFailed = step.failed ?? 0;
      passed += step.passed ?? 0;
      failed += reportedFailed;
      for (const name of step.failedNames ?? []) failedTests.push(name);
      if (reportedFailed > 0) failures.push(step.title);
      else if (!step.ok) {
        // It failed without a failed test to show for it: it did not start, crashed, or was stopped.
        failed += 1;
        failures.push(step.title);
      }
    },
    /** Counts that are passed and failed as such (lint per project, for one). */
    addCounts(/** @type {string} */ title, /** @type {number} */ passedCount, /** @type {string[]} */ failedNames) {
      passed += passedCount;
      failed += failedNames.length;
      for (const name of failedNames) failures.push(`${title} ${name}`);
    },
    /** Something the reader of a green run should know (a runner run once more), printed before the counts. */
    note(/** @type {string} */ text) {
      notes.push(text);
    },
    get counts() {
      return { passed, failed };
    },
    /** The lines printed at the end: failed tests, failed steps, then `N passed, N failed`. */
    lines() {
      const out = [...notes.map((text) => `\n! ${text}`), ...failedTests.map((name) => `\n✘ ${name}`)];
      if (failures.length > 0) out.push(`\nFailed: ${[...new Set(failures)].join(', ')}`);
      out.push(`\n${passed} passed, ${failed} failed`);
      return out;
    },
    exitCode() {
      return failed > 0 || failures.length > 0 ? 1 : 0;
    },
  };
}

/**
 * What a Playwright JSON report says: tests passed and failed, plus the errors outside any test
 * (the web server did not start, a global setup threw), which count as failures of the step.
 * @param {any} report
 */
export function playwrightCounts(report) {
  const stats = report?.stats ?? {};
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: (stats.unexpected ?? 0) + (report?.errors?.length ?? 0),
  };
}

/**
 * What a Vitest JSON report says: tests passed and failed, with the full names of the failed
 * ones. A file that failed without a failed test (it did not load, a hook threw, the browser was
 * lost while it ran) counts as one failure, named by its file and first error, so the summary
 * says where a red run went red.
 * @param {any} report
 * @param {string} root the workspace root, cut from the file names
 */
export function vitestCounts(report, root) {
  const local = (/** @type {string} */ file) => (file.startsWith(root) ? file.slice(root.length + 1) : file);
  /** @type {string[]} */
  const failedNames = [];
  let failedFiles = 0;
  for (const file of report?.testResults ?? []) {
    const failedTests = (file.assertionResults ?? []).filter((/** @type {any} */ test) => test.status === 'failed');
    for (const test of failedTests) failedNames.push(`${local(file.name)} › ${test.fullName}`);
    if (file.status === 'failed' && failedTests.length === 0) {
      failedFiles += 1;
      failedNames.push(`${local(file.name)} (the file failed: ${file.message || 'no message'})`);
    }
  }
  return {
    passed: report?.numPassedTests ?? 0,
    failed: (report?.numFailedTests ?? 0) + failedFiles,
    failedNames,
    failedFiles,
  };
}

/**
 * Whether a Vitest runner that exited with an error crashed rather than found a failing test:
 * its reports hold no failed test (a file may have failed as a whole, or a report be missing).
 * A lost browser or a worker that did not start under load looks like this, and only this is
 * worth one more run; a failed test never is.
 * @param {boolean} ok the runner exited 0
 * @param {{ failed: number, failedFiles: number }[]} counts what its reports said (vitestCounts)
 */
export function crashedWithoutFailedTest(ok, counts) {
  return !ok && counts.every((count) => count.failed - count.failedFiles === 0);
}

/** CI=true (or any value but empty, 0 and false), as CI services set it. @param {NodeJS.ProcessEnv} env */
export function isCi(env) {
  const value = (env.CI ?? '').trim().toLowerCase();
  return value !== '' && value !== '0' && value !== 'false';
}

/** The ports an e2e run's sandbox takes: the site, the payment, media and game providers. @param {number} port */
export function e2ePorts(port) {
  return [port, port + 1, port + 2, port + 3];
}

/**
 * What the e2e step says when something else listens on its ports.
 * @param {number[]} busy
 * @param {string} [variable] the environment variable that moves them
 */
export function busyPortsMessage(busy, variable = 'E2E_PORT') {
  return (
    `Port ${busy.join(', ')} is taken: another sandbox or program listens there, and this run would ` +
    `test it instead of its own. Stop it, or set ${variable} to a free port (the run takes it and the three after it).`
  );
}
