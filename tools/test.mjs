#!/usr/bin/env node
// `npm test`: install what is missing (packages, Chromium), then lint, typecheck, unit tests,
// story tests, the builds and the Playwright e2e suite. Every step runs even when an earlier
// one failed, so one run shows everything; the last line is `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium, ensureInstall, root } from './ensure-install.mjs';

// A missing prerequisite stops the run before any check; it still ends with the summary line.
let summarised = false;
process.on('exit', (code) => {
  if (!summarised && code !== 0) console.log('\n0 passed, 1 failed');
});
ensureInstall();
ensureChromium();

const bin = (name) => join(root, 'node_modules', '.bin', name);
const reports = join(root, 'reports');
rmSync(join(reports, 'e2e.json'), { force: true });

const counts = { passed: 0, failed: 0 };
const failures = [];
const failedTests = [];

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function projectsWith(target) {
  const result = spawnSync(bin('nx'), ['show', 'projects', '--with-target', target, '--json'], {
    cwd: root,
    encoding: 'utf8',
  });
  return JSON.parse(result.stdout || '[]');
}

/** A check (lint, typecheck, build) counts once per project: passed or failed. */
function nxChecks(target) {
  const projects = projectsWith(target);
  const result = spawnSync(bin('nx'), ['run-many', '-t', target, '--output-style=static', '--parallel=2'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  process.stdout.write(`\n=== ${target} ===\n${result.stdout}`);
  const failed = new Set(
    [...result.stdout.matchAll(/^\s*-\s+(\S+):(\S+)\s*$/gm)]
      .filter((match) => match[2] === target)
      .map((match) => match[1]),
  );
  if (result.status !== 0 && failed.size === 0) failed.add(`(${target} did not run)`);
  for (const project of failed) failures.push(`${target} ${project}`);
  counts.failed += failed.size;
  counts.passed += projects.filter((project) => !failed.has(project)).length;
}

/** Tests count one by one, from the JSON reports the runners write. */
function countVitestReports() {
  const dir = join(reports, 'vitest');
  if (!existsSync(dir)) return;
  const files = readdirSync(dir, { recursive: true })
    .map((file) => join(dir, String(file)))
    .filter((file) => file.endsWith('.json') && statSync(file).isFile());
  for (const file of files) {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    counts.passed += report.numPassedTests ?? 0;
    counts.failed += report.numFailedTests ?? 0;
    if ((report.numFailedTests ?? 0) > 0) failures.push(`tests in ${file.slice(root.length + 1)}`);
    for (const name of failedTestNames(report)) failedTests.push(name);
  }
}

/** The full names of a Vitest JSON report's failed tests, so the summary says which ones. */
function failedTestNames(report) {
  return (report.testResults ?? []).flatMap((suite) =>
    (suite.assertionResults ?? [])
      .filter((test) => test.status === 'failed')
      .map((test) => `${suite.name.slice(root.length + 1)} › ${test.fullName}`),
  );
}

function countPlaywrightReport(ok) {
  const file = join(reports, 'e2e.json');
  if (!existsSync(file)) {
    counts.failed += 1;
    failures.push('e2e (no report)');
    return;
  }
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  counts.failed += stats.unexpected ?? 0;
  if (!ok) failures.push('e2e');
}

rmSync(join(reports, 'vitest'), { recursive: true, force: true });
nxChecks('lint');
nxChecks('typecheck');
const unitOk = run('unit tests', bin('nx'), ['run-many', '-t', 'test', '--output-style=static', '--parallel=2']);
const storiesOk = run('story tests', bin('vitest'), ['--run', '--config', '.storybook/vitest.config.ts']);
const failedBefore = counts.failed;
countVitestReports();
if ((!unitOk || !storiesOk) && counts.failed === failedBefore) {
  // A runner that crashed before reporting (a syntax error, a config error) still fails.
  counts.failed += 1;
  failures.push('a test runner exited with an error');
}
nxChecks('build');
nxChecks('build-storybook');
const e2eOk = run('e2e', bin('playwright'), ['test', '--config', 'e2e/playwright.config.ts']);
countPlaywrightReport(e2eOk);

for (const name of failedTests) console.log(`\n✘ ${name}`);
if (failures.length > 0) console.log(`\nFailed: ${[...new Set(failures)].join(', ')}`);
console.log(`\n${counts.passed} passed, ${counts.failed} failed`);
summarised = true;
process.exit(counts.failed > 0 || failures.length > 0 ? 1 : 0);
