/**
 * Lighthouse 12, desktop preset (issue 16 "Speed"): the home page, the live page and a live
 * game's page, served as `npm start` serves them (the sandbox in demo mode, the simulator moving
 * the games), in Debian's Chromium. The median of 5 runs per page of the performance score, LCP,
 * TBT and CLS, against the aims (score 98, LCP 700 ms, TBT 50 ms, CLS 0.02).
 *
 *   npx tsx tools/bench/lighthouse.ts            # 5 runs per page; writes results/lighthouse.json and .md
 *   npx tsx tools/bench/lighthouse.ts --quick    # 1 run of the home page: it still works (npm test)
 *
 * Serves the built web app: run `npx nx build @bet/web` first. BENCH_PORT (4460; it and the three
 * after it), BENCH_RUNS. Exits 1 when a run gives no figures; the figures themselves fail nothing.
 */
import { cpus, totalmem } from 'node:os';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { getLineGames, type Game } from '@bet/contract';
// The same Chromium as the e2e suite (as live-screen.ts takes it).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { CHROMIUM_ARGS, chromiumExecutable } from '../../e2e/chromium';
import { startSandbox } from '../chaos/sandbox-process';
import { jsonText, runScript, writeFigures } from '../script-run';

const quick = process.argv.includes('--quick');
const runs = Number(process.env['BENCH_RUNS'] ?? (quick ? 1 : 5));

/** The aims for each page. */
export const AIMS = { score: 98, lcpMs: 700, tbtMs: 50, cls: 0.02 };

interface RunFigures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
}

interface PageFigures {
  page: string;
  path: string;
  runs: RunFigures[];
  median: RunFigures;
  meetsAims: boolean;
}

async function liveGamePath(base: string): Promise<string> {
  const response = await fetch(`${base}${getLineGames.path}?section=live&sportId=1&lang=en`);
  const { games } = (await response.json()) as { games: Game[] };
  const game = games[0];
  if (!game) throw new Error('The sandbox has no live football game');
  // The game page's address as the list links it (the route reads the ids; the names are for people).
  return `/en/home/live/sports/1-football/${game.champId}-champ/${game.id}-game`;
}

async function measure(url: string, port: number): Promise<RunFigures> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    desktopConfig,
  );
  const lhr = result?.lhr;
  const number = (id: string) => {
    const value = lhr?.audits[id]?.numericValue;
    if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id} for ${url}`);
    return value;
  };
  const score = lhr?.categories['performance']?.score;
  if (typeof score !== 'number') {
    const why =
      lhr?.runtimeError?.message ?? Object.values(lhr?.audits ?? {}).find((audit) => audit.errorMessage)?.errorMessage;
    throw new Error(`Lighthouse gave no performance score for ${url}: ${why ?? 'no reason given'}`);
  }
  return {
    score: Math.round(score * 100),
    lcpMs: Math.round(number('largest-contentful-paint')),
    tbtMs: Math.round(number('total-blocking-time')),
    cls: Math.round(number('cumulative-layout-shift') * 1000) / 1000,
    fcpMs: Math.round(number('first-contentful-paint')),
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

function medianOf(list: RunFigures[]): RunFigures {
  const of = (key: keyof RunFigures) => median(list.map((run) => run[key]));
  return { score: of('score'), lcpMs: of('lcpMs'), tbtMs: of('tbtMs'), cls: of('cls'), fcpMs: of('fcpMs') };
}

const meets = (figures: RunFigures) =>
  figures.score >= AIMS.score && figures.lcpMs <= AIMS.lcpMs && figures.tbtMs <= AIMS.tbtMs && figures.cls <= AIMS.cls;

function markdown(date: string, chromium: string, pages: PageFigures[]): string {
  const rows = pages.map(
    ({ page, path, median: m, meetsAims }) =>
      `| ${page} (\`${path}\`) | ${m.score} | ${m.lcpMs} | ${m.tbtMs} | ${m.cls} | ${m.fcpMs} | ${meetsAims ? 'yes' : 'no'} |`,
  );
  return [
    `# Lighthouse (desktop), median of ${runs} runs per page`,
    '',
    `${date}: ${cpus()[0]?.model ?? 'cpu'}, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${chromium}.`,
    '',
    `Aims (issue 16): score at least ${AIMS.score}, LCP at most ${AIMS.lcpMs} ms, TBT at most ${AIMS.tbtMs} ms, CLS at most ${AIMS.cls}.`,
    '',
    '| page | score | LCP ms | TBT ms | CLS | FCP ms | meets the aims |',
    '| ---- | ----- | ------ | ------ | --- | ------ | -------------- |',
    ...rows,
    '',
  ].join('\n');
}

async function main(): Promise<number> {
  const sandbox = await startSandbox(Number(process.env['BENCH_PORT'] ?? 4460), { mode: 'demo' });
  const chromePath = chromiumExecutable();
  if (!chromePath) throw new Error('Lighthouse runs in Debian Chromium: none at /usr/bin/chromium (or CHROMIUM_PATH)');
  // chrome-launcher adds its own flags; ours keep Chromium off the closed network (toolchain.md).
  const chrome = await launch({
    chromePath,
    chromeFlags: CHROMIUM_ARGS.map((flag) => (flag === '--headless' ? '--headless=new' : flag)),
  });
  try {
    const targets = [
      { page: 'home', path: '/en/' },
      { page: 'live', path: '/en/home/live' },
      { page: 'game', path: await liveGamePath(sandbox.base) },
    ]
      .slice(0, quick ? 1 : 3)
      .filter((target) => !process.env['BENCH_PAGE'] || target.page === process.env['BENCH_PAGE']);
    const pages: PageFigures[] = [];
    for (const target of targets) {
      const list: RunFigures[] = [];
      for (let run = 0; run < runs; run += 1) {
        // A run Lighthouse itself gives up on (no paint seen in time, on a busy machine) is run once more.
        const url = `${sandbox.base}${target.path}`;
        const figures = await measure(url, chrome.port).catch((error: unknown) => {
          console.log(`lighthouse: ${target.page} run ${run + 1} again: ${String(error)}`);
          return measure(url, chrome.port);
        });
        console.log(`lighthouse: ${target.page} run ${run + 1}: ${JSON.stringify(figures)}`);
        list.push(figures);
      }
      const mid = medianOf(list);
      pages.push({ ...target, runs: list, median: mid, meetsAims: meets(mid) });
    }
    const version = await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json();
    const chromium = String((version as { Browser?: string }).Browser ?? 'Chromium');
    const date = new Date().toISOString().slice(0, 10);
    writeFigures('bench', quick, {
      'lighthouse.json': jsonText({ run: quick ? 'quick' : 'full', date, chromium, aims: AIMS, pages }),
      ...(quick ? {} : { 'lighthouse.md': markdown(date, chromium, pages) }),
    });
    for (const { page, median: m, meetsAims } of pages) {
      console.log(
        `lighthouse ${page}: score ${m.score}, LCP ${m.lcpMs} ms, TBT ${m.tbtMs} ms, CLS ${m.cls}${meetsAims ? '' : ' (short of the aims)'}`,
      );
    }
    return 0;
  } finally {
    chrome.kill();
    sandbox.stop();
  }
}

runScript(main);
