import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The entry script of a built page: `<script type="module" ... src="/assets/index-<hash>.js">`. */
const ENTRY_SCRIPT = /<script[^>]*type="module"[^>]*src="\/assets\/([^"/]+\.js)"/;

/**
 * The build id of the web app in `webDist`: the file name of its entry script. Vite names it by
 * content hash, so it changes with every build that changes the code, and the running client
 * knows the same name from its own `import.meta.url`: no version number to keep in step.
 * Null when the app is not built.
 */
export async function readBuiltAppVersion(webDist: string): Promise<string | null> {
  try {
    const page = await readFile(join(webDist, 'index.html'), 'utf8');
    return ENTRY_SCRIPT.exec(page)?.[1] ?? null;
  } catch {
    return null;
  }
}

/** What the version call serves: the control API's override wins (a "new release" on demand). */
export function servedAppVersion(built: string | null, override: string | null): string | null {
  return override ?? built;
}
