import { describe, expect, it } from 'vitest';
import {
  busyPortsMessage,
  crashedWithoutFailedTest,
  createTally,
  e2ePorts,
  isCi,
  playwrightCounts,
  vitestCounts,
} from './summary.mjs';

describe('npm test\'s summary line (README "An honest green")', () => {
  it('counts the tests of the steps that ran, and exits 0 when none failed', () => {
    const tally = createTally();
    tally.addCounts('lint', 12, []);
    tally.add({ title: 'tests in a.json', ok: true, passed: 40, failed: 0 });
    tally.add({ title: 'e2e', ok: true, passed: 7, failed: 0 });
    expect(tally.lines().at(-1)).toBe('\n59 passed, 0 failed');
    expect(tally.exitCode()).toBe(0);
  });

  it('a step that could not start (its port taken, no report) counts as one failure, never "0 failed"', () => {
    const tally = createTally();
    tally.add({ title: 'tests in a.json', ok: true, passed: 2496, failed: 0 });
    tally.add({ title: 'e2e (port taken)', ok: false });
    expect(tally.counts).toEqual({ passed: 2496, failed: 1 });
    expect(tally.lines()).toContain('\nFailed: e2e (port taken)');
    expect(tally.lines().at(-1)).toBe('\n2496 passed, 1 failed');
    expect(tally.exitCode()).toBe(1);
  });

  it('a runner that failed with a report of no failed test (an error outside the tests) still fails', () => {
    const tally = createTally();
    tally.add({ title: 'e2e', ok: false, ...playwrightCounts({ stats: { expected: 0, unexpected: 0 }, errors: [] }) });
    expect(tally.counts.failed).toBe(1);
  });

  it('failed tests count one by one, with their names, and are not counted again for the step', () => {
    const tally = createTally();
    tally.add({ title: 'tests in b.json', ok: false, passed: 3, failed: 2, failedNames: ['b › one', 'b › two'] });
    expect(tally.counts).toEqual({ passed: 3, failed: 2 });
    expect(tally.lines()).toEqual(['\n✘ b › one', '\n✘ b › two', '\nFailed: tests in b.json', '\n3 passed, 2 failed']);
  });

  it('an interrupted run ends with a failure line too', () => {
    const tally = createTally();
    tally.add({ title: 'lint', ok: true, passed: 5 });
    tally.add({ title: 'the run (stopped by SIGINT)', ok: false });
    expect(tally.lines().at(-1)).toBe('\n5 passed, 1 failed');
  });

  it('reads a Playwright report: flaky tests pass, errors outside tests (the web server did not start) fail', () => {
    expect(playwrightCounts({ stats: { expected: 5, flaky: 1, unexpected: 2 }, errors: [{ message: 'x' }] })).toEqual({
      passed: 6,
      failed: 3,
    });
    expect(playwrightCounts({})).toEqual({ passed: 0, failed: 0 });
  });

  it('reads a Vitest report: failed tests by name, and a file that failed without a failed test by its error', () => {
    // The shape of Vitest's JSON reporter; the second file lost its browser after one test passed.
    const report = {
      numPassedTests: 3,
      numFailedTests: 1,
      testResults: [
        {
          name: '/repo/libs/a/src/a.test.ts',
          status: 'failed',
          message: '',
          assertionResults: [
            { fullName: 'a adds', status: 'passed' },
            { fullName: 'a subtracts', status: 'failed' },
          ],
        },
        {
          name: '/repo/libs/b/src/b.stories.tsx',
          status: 'failed',
          message: 'Browser connection was closed while running tests',
          assertionResults: [
            { fullName: 'Default', status: 'passed' },
            { fullName: 'Empty', status: 'skipped' },
          ],
        },
        { name: '/repo/libs/c/src/c.test.ts', status: 'passed', message: '', assertionResults: [] },
      ],
    };
    const counts = vitestCounts(report, '/repo');
    expect(counts).toEqual({
      passed: 3,
      failed: 2,
      failedFiles: 1,
      failedNames: [
        'libs/a/src/a.test.ts › a subtracts',
        'libs/b/src/b.stories.tsx (the file failed: Browser connection was closed while running tests)',
      ],
    });
    // Through the tally, the run is red and the summary names both.
    const tally = createTally();
    tally.add({ title: 'tests in reports/vitest/x.json', ok: true, ...counts });
    expect(tally.exitCode()).toBe(1);
    expect(tally.lines().join('')).toContain('b.stories.tsx (the file failed');
    expect(vitestCounts({}, '/repo')).toEqual({ passed: 0, failed: 0, failedNames: [], failedFiles: 0 });
  });

  it('a runner that crashed without a failed test runs once more; a failed test never does', () => {
    const lostBrowser = { failed: 1, failedFiles: 1 };
    const failedTest = { failed: 2, failedFiles: 1 };
    expect(crashedWithoutFailedTest(false, [lostBrowser])).toBe(true);
    // No report at all: the runner died before writing it.
    expect(crashedWithoutFailedTest(false, [])).toBe(true);
    expect(crashedWithoutFailedTest(false, [lostBrowser, failedTest])).toBe(false);
    expect(crashedWithoutFailedTest(true, [])).toBe(false);
  });

  it('a note is printed before the counts and fails nothing', () => {
    const tally = createTally();
    tally.add({ title: 'story tests', ok: true, passed: 4 });
    tally.note('story tests: it ran once more');
    expect(tally.lines()).toEqual(['\n! story tests: it ran once more', '\n4 passed, 0 failed']);
    expect(tally.exitCode()).toBe(0);
  });
});

describe('CI and ports', () => {
  it('CI is on for any value but empty, 0 and false', () => {
    expect(isCi({ CI: 'true' })).toBe(true);
    expect(isCi({ CI: '1' })).toBe(true);
    expect(isCi({ CI: 'false' })).toBe(false);
    expect(isCi({ CI: '0' })).toBe(false);
    expect(isCi({})).toBe(false);
  });

  it('an e2e run takes its port and the three providers after it, and says which are taken', () => {
    expect(e2ePorts(3500)).toEqual([3500, 3501, 3502, 3503]);
    expect(busyPortsMessage([3500])).toMatch(/^Port 3500 is taken: .*set E2E_PORT to a free port/);
    expect(busyPortsMessage([3510], 'E2E_POSTGRES_PORT')).toMatch(/set E2E_POSTGRES_PORT/);
  });
});
