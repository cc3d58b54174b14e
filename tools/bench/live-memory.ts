/**
 * Memory on the live page (issue 16 "Speed": the JS heap after 10 minutes on the live page with
 * the simulator running stays within 10% of its value after the first minute). Debian's Chromium
 * on `/en/home/live` against the sandbox in demo mode (the simulator moving odds, scores and
 * games); every sample forces a garbage collection and reads the used heap, so the curve shows
 * what the page keeps, not what it has not collected yet.
 *
 *   npx tsx tools/bench/live-memory.ts            # 10 minutes, a sample every 30 s; results/live-memory.json and .md
 *   npx tsx tools/bench/live-memory.ts --quick    # 20 s, a sample every 5 s: it still works (npm test)
 *
 * Serves the built web app: run `npx nx build @bet/web` first. BENCH_PORT (4470; it and the three
 * after it), BENCH_MINUTES. Exits 1 when the page never shows the games; the figures fail nothing.
 */
import { chromium, type Browser } from '@playwright/test';
// The same Chromium as the e2e suite (as live-screen.ts takes it).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { CHROMIUM_ARGS, chromiumExecutable } from '../../e2e/chromium';
import { startSandbox } from '../chaos/sandbox-process';
import { jsonText, runScript, writeFigures } from '../script-run';

const quick = process.argv.includes('--quick');
const durationMs = quick ? 20_000 : Number(process.env['BENCH_MINUTES'] ?? 10) * 60_000;
const sampleMs = quick ? 5_000 : 30_000;
/** The aim: the heap at the end within 10% of the heap after the first minute. */
export const GROWTH_AIM = 0.1;
const FIRST_MINUTE_MS = quick ? 5_000 : 60_000;

interface Sample {
  atS: number;
  heapUsedBytes: number;
  domNodes: number;
  listeners: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function main(): Promise<number> {
  const sandbox = await startSandbox(Number(process.env['BENCH_PORT'] ?? 4470), { mode: 'demo' });
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
    const page = await browser.newPage({
      baseURL: sandbox.base,
      locale: 'en-US',
      viewport: { width: 1920, height: 1080 },
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto('/en/home/live');
    await page.locator('li[data-game-id]').first().waitFor({ timeout: 60_000 });
    const started = Date.now();
    const samples: Sample[] = [];
    for (;;) {
      await cdp.send('HeapProfiler.collectGarbage');
      const { metrics } = await cdp.send('Performance.getMetrics');
      const metric = (name: string) => metrics.find((entry) => entry.name === name)?.value ?? 0;
      const sample = {
        atS: Math.round((Date.now() - started) / 1000),
        heapUsedBytes: metric('JSHeapUsedSize'),
        domNodes: metric('Nodes'),
        listeners: metric('JSEventListeners'),
      };
      samples.push(sample);
      console.log(
        `live memory: ${sample.atS} s: ${(sample.heapUsedBytes / 2 ** 20).toFixed(2)} MiB, ${sample.domNodes} nodes`,
      );
      if (Date.now() - started >= durationMs) break;
      await sleep(sampleMs);
    }
    const baseline = samples.find((sample) => sample.atS * 1000 >= FIRST_MINUTE_MS) ?? samples[0];
    const last = samples[samples.length - 1];
    if (!baseline || !last) throw new Error('No heap samples');
    const growth = Math.round((last.heapUsedBytes / baseline.heapUsedBytes - 1) * 1000) / 1000;
    const figures = {
      run: quick ? 'quick' : 'full',
      date: new Date().toISOString().slice(0, 10),
      chromium: browser.version(),
      durationS: Math.round(durationMs / 1000),
      baselineAtS: baseline.atS,
      growth,
      withinAim: growth <= GROWTH_AIM,
      samples,
    };
    const rows = samples.map(
      (sample) =>
        `| ${sample.atS} | ${(sample.heapUsedBytes / 2 ** 20).toFixed(2)} | ${sample.domNodes} | ${sample.listeners} |`,
    );
    writeFigures('bench', quick, {
      'live-memory.json': jsonText(figures),
      ...(quick
        ? {}
        : {
            'live-memory.md': [
              `# Live page memory, ${figures.date} (Chromium ${figures.chromium})`,
              '',
              `Used JS heap after a forced GC; the end is ${(growth * 100).toFixed(1)}% over the sample at ${baseline.atS} s (aim: at most ${GROWTH_AIM * 100}%).`,
              '',
              '| s | heap MiB | DOM nodes | listeners |',
              '| - | -------- | --------- | --------- |',
              ...rows,
              '',
            ].join('\n'),
          }),
    });
    console.log(
      `live memory: ${(growth * 100).toFixed(1)}% from ${baseline.atS} s to ${last.atS} s${figures.withinAim ? '' : ' (over the aim)'}`,
    );
    return 0;
  } finally {
    await browser?.close();
    sandbox.stop();
  }
}

runScript(main);
