/**
 * Coupon engine benchmark (DESIGN.md: performance is measured by benchmarks in tools/, not by
 * timed tests). Measures calcPayout / calcPossibleWin on big systems (n = 30), multi-bet,
 * lucky, patent, chain and express, plus validation and system variants, and writes
 * results/coupon-bench.json and results/coupon-bench.md.
 *
 *   npx tsx tools/bench/coupon-bench.ts            # about 25 s
 *   BENCH_TIME_MS=200 npx tsx tools/bench/coupon-bench.ts   # a quick smoke run
 *
 * Timing: a plain high-resolution loop (process.hrtime.bigint), no benchmark library. Each case
 * is warmed up (so the JIT has compiled it), then run in batches of at least ~10 ms for
 * BENCH_TIME_MS; the mean per evaluation comes from the total, the spread from the batches.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { arch, cpus, platform, release, totalmem } from 'node:os';
import { join } from 'node:path';
import {
  BetStatus,
  CouponType,
  calcPayout,
  calcPossibleWin,
  calcPossibleWinExact,
  systemVariants,
  validateCoupon,
  type CouponLeg,
  type PayoutCoupon,
} from '@bet/coupon';
import { createSeededRandom, pick, randomInt } from '@bet/platform';

const MEASURE_MS = Number(process.env['BENCH_TIME_MS'] ?? 1500);
const WARMUP_MS = Math.max(100, Math.round(MEASURE_MS / 4));
const BATCH_MIN_NS = 10_000_000n;
/** The aim of the task: one evaluation well under a millisecond. */
const BUDGET_US = 1000;

/** Seeded, so every run prices the same coupons. */
const next = createSeededRandom(20_240_601);
/** A realistic price with 3 decimals, 1.100 to 4.500. */
const coef = (): number => randomInt(next, 1100, 4500) / 1000;
/** Mostly wins, some losses, a void and a quarter line: every factor kind of a real settlement. */
const settledStatuses = [
  BetStatus.Win,
  BetStatus.Win,
  BetStatus.Win,
  BetStatus.Lose,
  BetStatus.Return,
  BetStatus.HalfWinHalfReturn,
];
const settled = (): number => pick(next, settledStatuses);

function legs(count: number, options: { bankers?: number; open?: number } = {}): CouponLeg[] {
  const { bankers = 0, open = 0 } = options;
  return Array.from({ length: count }, (_, index) => ({
    coef: coef(),
    // Bankers win (a lost banker zeroes the system and would flatter the figures).
    status: index < bankers ? BetStatus.Win : index >= count - open ? BetStatus.NotStarted : settled(),
    isBanker: index < bankers,
  }));
}

interface Case {
  readonly name: string;
  readonly run: () => unknown;
}

function system(n: number, k: number, options: { bankers?: number; open?: number } = {}): PayoutCoupon {
  return { typeId: CouponType.System, amount: 1_000_000, systemValue: k, legs: legs(n, options) };
}

const system15of30 = system(30, 15);
const system10of30 = system(30, 10);
const system2of30 = system(30, 2);
const system29of30 = system(30, 29);
const system20of30bankers = system(30, 20, { bankers: 5 });
const system29of30bankers = system(30, 29, { bankers: 10 });
const system15of30open = system(30, 15, { open: 10 });
const multiBet: PayoutCoupon = {
  typeId: CouponType.MultiBet,
  amount: 1_000_000,
  systemValue: 14,
  legs: legs(30, { bankers: 1 }),
};
const lucky63: PayoutCoupon = { typeId: CouponType.Lucky, amount: 6300, legs: legs(6) };
const lucky30: PayoutCoupon = { typeId: CouponType.Lucky, amount: 1_073_741_823, legs: legs(30) };
const patent: PayoutCoupon = { typeId: CouponType.Patent, amount: 700, legs: legs(3) };
const chain30: PayoutCoupon = { typeId: CouponType.Chain, amount: 1000, legs: legs(30) };
const express30: PayoutCoupon = { typeId: CouponType.Express, amount: 1000, legs: legs(30) };
const validation = {
  typeId: CouponType.System,
  amount: 1_000_000,
  systemValue: 15,
  bets: legs(30).map((leg, index) => ({ gameId: index, coef: leg.coef, kind: 1, isLive: index % 2 === 0 })),
  minBetAmount: 100,
  maxBetAmount: 10_000_000,
  limitedTypeIds: [0, 1, 2],
};

const cases: Case[] = [
  { name: 'calcPossibleWin system 15/30', run: () => calcPossibleWin(system15of30) },
  { name: 'calcPayout system 15/30', run: () => calcPayout(system15of30) },
  { name: 'calcPayout system 15/30, 10 legs open', run: () => calcPayout(system15of30open) },
  { name: 'calcPayout system 10/30', run: () => calcPayout(system10of30) },
  { name: 'calcPayout system 2/30', run: () => calcPayout(system2of30) },
  { name: 'calcPayout system 29/30', run: () => calcPayout(system29of30) },
  { name: 'calcPayout system 20/30, 5 bankers', run: () => calcPayout(system20of30bankers) },
  { name: 'calcPayout system 29/30, 10 bankers', run: () => calcPayout(system29of30bankers) },
  // All 29 of 30 won at ~2.8 each is past 2^53 minor units: the exact variant answers.
  { name: 'calcPossibleWinExact system 29/30, 10 bankers', run: () => calcPossibleWinExact(system29of30bankers) },
  { name: 'calcPayout multi-bet lobby + 14/29', run: () => calcPayout(multiBet) },
  { name: 'calcPayout lucky 63 (6 legs)', run: () => calcPayout(lucky63) },
  { name: 'calcPossibleWinExact lucky of 30 legs (2^30 - 1 lines)', run: () => calcPossibleWinExact(lucky30) },
  { name: 'calcPayout patent', run: () => calcPayout(patent) },
  { name: 'calcPayout chain of 30', run: () => calcPayout(chain30) },
  { name: 'calcPayout express of 30', run: () => calcPayout(express30) },
  { name: 'calcPossibleWinExact express of 30', run: () => calcPossibleWinExact(express30) },
  { name: 'validateCoupon system 15/30', run: () => validateCoupon(validation) },
  { name: 'systemVariants(30, 0)', run: () => systemVariants(30, 0, { minLineStake: 10 }) },
];

interface Figures {
  readonly name: string;
  readonly result: string;
  readonly iterations: number;
  readonly opsPerSecond: number;
  readonly meanMicroseconds: number;
  readonly fastestBatchMicroseconds: number;
  readonly relativeMarginPercent: number;
}

let sink: unknown;

function timeLoop(run: () => unknown, iterations: number): bigint {
  const start = process.hrtime.bigint();
  for (let i = 0; i < iterations; i += 1) sink = run();
  return process.hrtime.bigint() - start;
}

function measure({ name, run }: Case): Figures {
  const result = JSON.stringify(run(), (_, value: unknown) => (typeof value === 'bigint' ? `${value}n` : value));
  // Warm-up, and a batch size that takes at least BATCH_MIN_NS.
  let batch = 1;
  const warmupEnd = process.hrtime.bigint() + BigInt(WARMUP_MS) * 1_000_000n;
  while (process.hrtime.bigint() < warmupEnd) {
    if (timeLoop(run, batch) < BATCH_MIN_NS) batch *= 2;
  }
  const batchMeans: number[] = [];
  let total = 0n;
  let iterations = 0;
  const end = process.hrtime.bigint() + BigInt(MEASURE_MS) * 1_000_000n;
  while (process.hrtime.bigint() < end || batchMeans.length < 5) {
    const elapsed = timeLoop(run, batch);
    total += elapsed;
    iterations += batch;
    batchMeans.push(Number(elapsed) / batch / 1000);
  }
  const meanMicroseconds = Number(total) / iterations / 1000;
  const variance = batchMeans.reduce((sum, mean) => sum + (mean - meanMicroseconds) ** 2, 0) / (batchMeans.length - 1);
  // 95% margin of the mean over batches (normal approximation), as a share of the mean.
  const margin = (1.96 * Math.sqrt(variance / batchMeans.length)) / meanMicroseconds;
  return {
    name,
    result,
    iterations,
    opsPerSecond: Math.round(1e6 / meanMicroseconds),
    meanMicroseconds: Number(meanMicroseconds.toFixed(3)),
    fastestBatchMicroseconds: Number(Math.min(...batchMeans).toFixed(3)),
    relativeMarginPercent: Number((margin * 100).toFixed(2)),
  };
}

const cpuList = cpus();
const machine = {
  cpu: cpuList[0]?.model.trim() ?? 'unknown',
  cores: cpuList.length,
  memoryGiB: Number((totalmem() / 2 ** 30).toFixed(1)),
  platform: `${platform()} ${release()} ${arch()}`,
  node: process.version,
  v8: process.versions.v8,
};

console.log(
  `coupon engine benchmark: ${MEASURE_MS} ms per case on ${machine.cpu} (${machine.cores} cores), Node ${machine.node}`,
);
const figures: Figures[] = [];
for (const one of cases) {
  const measured = measure(one);
  figures.push(measured);
  const mean = `${measured.meanMicroseconds.toFixed(2)} µs`.padStart(13);
  const ops = `${measured.opsPerSecond.toLocaleString('en-US')} ops/s`.padStart(18);
  console.log(`${measured.name.padEnd(56)} ${mean} ${ops}  ±${measured.relativeMarginPercent}%`);
}
if (sink === Symbol.for('never')) console.log(sink);

const slowest = figures.reduce((a, b) => (b.meanMicroseconds > a.meanMicroseconds ? b : a));
const report = {
  benchmark: 'coupon engine (@bet/coupon)',
  date: new Date().toISOString(),
  machine,
  settings: { measureMsPerCase: MEASURE_MS, warmupMsPerCase: WARMUP_MS, minBatchMs: Number(BATCH_MIN_NS / 1_000_000n) },
  budgetMicroseconds: BUDGET_US,
  slowest: { name: slowest.name, meanMicroseconds: slowest.meanMicroseconds },
  withinBudget: slowest.meanMicroseconds < BUDGET_US,
  cases: figures,
};

const resultsDir = join(import.meta.dirname, 'results');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(join(resultsDir, 'coupon-bench.json'), `${JSON.stringify(report, null, 2)}\n`);
const rows = figures.map(
  (one) =>
    `| ${one.name} | ${one.meanMicroseconds.toFixed(2)} | ${one.opsPerSecond.toLocaleString('en-US')} | ±${one.relativeMarginPercent}% |`,
);
writeFileSync(
  join(resultsDir, 'coupon-bench.md'),
  [
    '# Coupon engine benchmark',
    '',
    `${report.date}: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, ` +
      `${machine.platform}, Node ${machine.node}.`,
    `Each case: ${WARMUP_MS} ms warm-up, then ${MEASURE_MS} ms in batches of at least 10 ms. ` +
      'Stakes in minor units; coefficients 1.100-4.500, seeded.',
    `Aim: under ${BUDGET_US} µs per evaluation. Slowest: ${slowest.name}, ` +
      `${slowest.meanMicroseconds.toFixed(2)} µs (${report.withinBudget ? 'within' : 'OVER'} budget).`,
    '',
    '| case | mean µs per evaluation | ops/s | margin (95%) |',
    '|---|---:|---:|---:|',
    ...rows,
    '',
    'Run: `npx tsx tools/bench/coupon-bench.ts` (figures in coupon-bench.json).',
    '',
  ].join('\n'),
);
console.log(`\nslowest: ${slowest.name}, ${slowest.meanMicroseconds.toFixed(2)} µs; written to ${resultsDir}`);
if (!report.withinBudget) process.exitCode = 1;
