import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');

/**
 * Where a benchmark or chaos script writes its figures: a full run under `tools/<kind>/results`
 * (committed, quoted by the README), a quick run under `reports/<kind>` (npm test's proof that the
 * script still works; never committed).
 */
export function writeFigures(kind: 'bench' | 'chaos', quick: boolean, files: Record<string, string>): string {
  const folder = quick ? join(ROOT, 'reports', kind) : join(ROOT, 'tools', kind, 'results');
  mkdirSync(folder, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text);
  return folder;
}

/** JSON as the results files hold it: two-space indent, a final newline. */
export const jsonText = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/** Runs a script's main and exits with its code; a throw prints its stack and exits 1. */
export function runScript(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
