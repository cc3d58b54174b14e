import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The package as other teams get it: the real build (package/build.mjs, what `nx build` runs)
 * into a temporary folder, `npm pack`, and the tarball installed into a fresh consumer project
 * that imports `@bet/coupon` by name, is compiled by TypeScript in strict mode against the
 * shipped declarations and is run by plain Node: no Vitest transform, no loader, no path
 * aliases, no network. A broken build, manifest, declaration or README example fails here.
 */
const execFileAsync = promisify(execFile);
const libraryDir = resolve(import.meta.dirname, '..');
const root = resolve(libraryDir, '..', '..', '..');
const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
/**
 * Node and npm without what a test runner, Nx or an npm script put in the environment: loaders
 * and hooks (NODE_OPTIONS), forced colours (FORCE_COLOR makes console.log wrap numbers in colour
 * codes even into a pipe), and npm's settings for the parent (npm_config_local_prefix and the
 * like would send the consumer's install into the workspace).
 */
const plainEnv = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => key !== 'NODE_OPTIONS' && key !== 'FORCE_COLOR' && !/^npm_/i.test(key)),
);
/** Building, packing, installing and compiling start a process each; a busy machine is slow. */
const STEP_TIMEOUT = 120_000;

/** The engine's runtime exports: renaming one breaks other teams, so it must fail a test. */
const RUNTIME_EXPORTS = [
  'AppViewType',
  'BONUS_ACCOUNT_TYPE',
  'BONUS_BET_EXCLUDED_KIND',
  'BONUS_BET_MIN_COUNT',
  'BetStatus',
  'CONDITIONAL_MIN_BLOCKS',
  'COUPON_ISSUE_PRIORITY',
  'CoefView',
  'CouponIssue',
  'CouponMathError',
  'CouponMathErrorCode',
  'CouponType',
  'DEFAULT_SYSTEM_LINES_LIMIT',
  'FINISHED_GAME_STATUS',
  'LIVE_GAME_STATUSES',
  'allowedCoefViews',
  'antiExpressFairCoef',
  'calcConditionalPayout',
  'calcConditionalPayoutExact',
  'calcConditionalPossibleWin',
  'calcConditionalPossibleWinExact',
  'calcPayout',
  'calcPayoutExact',
  'calcPossibleWin',
  'calcPossibleWinExact',
  'coefToThousandths',
  'combinationCount',
  'conditionalBlocks',
  'elementarySymmetric',
  'exactEquals',
  'expressBonusCoef',
  'floorExact',
  'formatCoef',
  'formatExact',
  'isBetFinished',
  'isBetLive',
  'isBetLocked',
  'isBonusBetAvailable',
  'isCoefViewAllowed',
  'isCouponMathError',
  'isVipBetAvailable',
  'legCountRange',
  'possibleWinWithExpressBonus',
  'primaryIssue',
  'resolveCoefView',
  'sortIssues',
  'systemLines',
  'systemValueRange',
  'systemVariants',
  'thousandthsToCoef',
  'totalCoef',
  'validateCoupon',
].sort();

/** What the README's example prints, line by line: coupon-math.md vectors in minor units. */
const EXAMPLE_OUTPUT = [
  // Accumulator of quarter lines (sbobet): 1.86, 1.96, 1.90, 2.36 at 100, exact profit
  // 1534.68704, so 163468.704 minor units returned; rounded down once.
  '163468.704',
  '163468',
  // The same with the first leg half won (status 4): exact profit 1156.77552.
  '125677',
  // System 2/3 of 2.00, 3.50, 2.40, all won, 300 staked: returns 2020.
  '202000',
  // Lucky 15 of 2.0, 3.5, 4.0, 1.5 at 1 a line (15 staked): returns 167.75.
  '16775',
  // Odds formats: American 4.5 -> +350, 1.8 -> -125; fractional 1.4 -> 2/5.
  '+350',
  '-125',
  '2/5',
  // Spec 01 §5: two bets on one game and a stake below the minimum; structure first.
  'same_game below_min',
  'same_game',
];

/** Runs a program; a failure carries its output (tsc writes its diagnostics to stdout). */
async function run(file: string, args: readonly string[], cwd: string): Promise<{ stdout: string; stderr: string }> {
  try {
    return await execFileAsync(file, args, { cwd, env: plainEnv });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${file} ${args.join(' ')} failed:\n${stdout}${stderr}`, { cause: error });
  }
}

let work = '';
let packageDir = '';
let consumerDir = '';
let installedDir = '';
let packed: { files: string[]; stderr: string } = { files: [], stderr: '' };

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'bet-coupon-package-'));
  packageDir = join(work, 'package');
  consumerDir = join(work, 'consumer');
  installedDir = join(consumerDir, 'node_modules', '@bet', 'coupon');
  // A cache of its own: npm needs nothing from the registry (no dependencies) and leaves no trace.
  const npmOptions = ['--offline', '--cache', join(work, 'npm-cache')];

  await run(process.execPath, [join(libraryDir, 'package', 'build.mjs'), packageDir], root);

  const pack = await run('npm', ['pack', packageDir, '--json', '--pack-destination', work, ...npmOptions], work);
  const [report] = JSON.parse(pack.stdout) as { filename: string; files: { path: string }[] }[];
  if (!report) throw new Error(`npm pack reported nothing:\n${pack.stdout}`);
  packed = { files: report.files.map((file) => file.path).sort(), stderr: pack.stderr };

  await mkdir(consumerDir);
  await writeFile(
    join(consumerDir, 'package.json'),
    `${JSON.stringify({ name: 'coupon-consumer', private: true, type: 'module' }, null, 2)}\n`,
  );
  await run('npm', ['install', join(work, report.filename), '--no-audit', '--no-fund', ...npmOptions], consumerDir);
}, STEP_TIMEOUT);

afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

/** Every module the emitted entry reaches, with the specifiers it imports. */
async function importGraph(entry: string): Promise<Map<string, string[]>> {
  const graph = new Map<string, string[]>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (graph.has(file)) continue;
    const specifiers = importSpecifiers(await readFile(file, 'utf8'));
    graph.set(file, specifiers);
    for (const specifier of specifiers) {
      if (specifier.startsWith('.')) pending.push(resolve(dirname(file), specifier));
    }
  }
  return graph;
}

function importSpecifiers(code: string): string[] {
  return [...code.matchAll(/(?:from|import)\s*\(?\s*["']([^"']+)["']/g)].map((match) => match[1] as string);
}

describe('the @bet/coupon package', () => {
  it('the engine entry reaches only its own relative .js modules: no dependency, no state, no DOM', async () => {
    const graph = await importGraph(join(packageDir, 'index.js'));
    for (const [file, specifiers] of graph) {
      for (const specifier of specifiers) {
        expect(specifier, `${file} imports ${specifier}`).toMatch(/^\.\/[a-z0-9-]+\.js$/);
      }
      const code = (await readFile(file, 'utf8')).replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      expect(code, file).not.toMatch(/\b(window|document|localStorage|sessionStorage|navigator)\b/);
    }
  });

  it('the declarations import each other as ./x.js, what every TypeScript resolver accepts', async () => {
    const declarations = (await readdir(packageDir)).filter((file) => file.endsWith('.d.ts'));
    expect(declarations).toContain('index.d.ts');
    for (const file of declarations) {
      for (const specifier of importSpecifiers(await readFile(join(packageDir, file), 'utf8'))) {
        expect(specifier, `${file} imports ${specifier}`).toMatch(/^\.\/[a-z0-9-]+\.js$/);
      }
    }
  });

  it('the tarball holds exactly the engine: the modules its entry reaches, their declarations, manifest, README, CHANGELOG', async () => {
    const graph = await importGraph(join(packageDir, 'index.js'));
    const modules = [...graph.keys()].map((file) => relative(packageDir, file).replace(/\.js$/, ''));
    expect(packed.files).toEqual(
      [
        'package.json',
        'README.md',
        'CHANGELOG.md',
        ...modules.flatMap((name) => [`${name}.js`, `${name}.d.ts`]),
      ].sort(),
    );
    expect(packed.files.filter((file) => file.startsWith('state/') || file.includes('.test.'))).toEqual([]);
    expect(packed.stderr, 'npm pack has nothing to warn about').not.toMatch(/warn|err/i);
  });

  it('the installed manifest: the library name and version, an ESM entry with types, no dependencies', async () => {
    const manifest = JSON.parse(await readFile(join(installedDir, 'package.json'), 'utf8'));
    const library = JSON.parse(await readFile(join(libraryDir, 'package.json'), 'utf8'));
    const workspace = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'));
    // The whole manifest: no dependencies, peer or optional dependencies, scripts or extra fields.
    expect(manifest).toEqual({
      name: '@bet/coupon',
      version: library.version,
      description: expect.stringContaining('coupon'),
      license: workspace.license,
      type: 'module',
      exports: {
        '.': { types: './index.d.ts', default: './index.js' },
        './package.json': './package.json',
      },
      main: './index.js',
      types: './index.d.ts',
      files: ['*.js', '*.d.ts', 'README.md', 'CHANGELOG.md'],
      sideEffects: false,
      engines: { node: '>=20' },
    });
    expect(await readFile(join(installedDir, 'CHANGELOG.md'), 'utf8')).toContain(`## ${library.version}`);
  });

  it(
    'plain Node resolves the installed package by name and sees exactly the public runtime exports',
    async () => {
      const script = `const engine = await import('@bet/coupon'); console.log(JSON.stringify(Object.keys(engine).sort()));`;
      const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], consumerDir);
      expect(JSON.parse(stdout)).toEqual(RUNTIME_EXPORTS);
    },
    STEP_TIMEOUT,
  );

  it(
    "the README's example compiles in strict TypeScript against the shipped declarations and prints the coupon-math vectors",
    async () => {
      const readme = await readFile(join(installedDir, 'README.md'), 'utf8');
      const example = /<!-- consumer-example -->\s*```ts\n([\s\S]*?)```/.exec(readme)?.[1];
      if (!example) throw new Error('The README has no consumer example');
      // What it documents beside each console.log is what it prints.
      expect([...example.matchAll(/console\.log\(.*\); \/\/ (.*)$/gm)].map((match) => match[1])).toEqual(
        EXAMPLE_OUTPUT,
      );

      await writeFile(join(consumerDir, 'index.ts'), example);
      const tsconfig = {
        compilerOptions: {
          strict: true,
          module: 'nodenext',
          moduleResolution: 'nodenext',
          target: 'es2022',
          // Types from the installed package only, and its declarations checked too.
          types: [],
          skipLibCheck: false,
          noEmit: false,
          outDir: 'out',
        },
        files: ['index.ts'],
      };
      await writeFile(join(consumerDir, 'tsconfig.json'), `${JSON.stringify(tsconfig, null, 2)}\n`);
      await run(process.execPath, [tsc, '-p', join(consumerDir, 'tsconfig.json')], consumerDir);

      const { stdout } = await run(process.execPath, [join(consumerDir, 'out', 'index.js')], consumerDir);
      expect(stdout.trimEnd().split('\n')).toEqual(EXAMPLE_OUTPUT);
    },
    STEP_TIMEOUT,
  );
});
