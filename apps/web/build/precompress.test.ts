// @vitest-environment node
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bet-precompress-'));
  await mkdir(join(dir, 'assets'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const exists = (path: string) =>
  readFile(path).then(
    () => true,
    () => false,
  );

describe('precompressDir (issue 16: static files served compressed)', () => {
  it('writes .br and .gz siblings that decode to the file, in nested folders', async () => {
    const script = 'export const rows = [' + '"a row of the live list", '.repeat(200) + '];\n';
    const style = '.row { display: flex; }\n'.repeat(50);
    await writeFile(join(dir, 'assets/index-a1b2.js'), script);
    await writeFile(join(dir, 'assets/index-c3d4.css'), style);

    const results = await precompressDir(dir);

    expect(results).toHaveLength(2);
    const js = join(dir, 'assets/index-a1b2.js');
    expect(brotliDecompressSync(await readFile(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(await readFile(`${js}.gz`)).toString()).toBe(script);
    expect(gunzipSync(await readFile(join(dir, 'assets/index-c3d4.css.gz'))).toString()).toBe(style);
    const jsResult = results.find((result) => result.file === js);
    expect(jsResult?.raw).toBe(script.length);
    // Brotli 11 beats gzip 9 on text.
    expect(jsResult?.br).toBeLessThan(jsResult?.gz ?? 0);
  });

  it('leaves pages, source maps, images and already-compressed files alone', async () => {
    const text = 'x'.repeat(5000);
    for (const name of ['index.html', 'assets/index.js.map', 'logo.png', 'assets/index.js.br', 'assets/index.js.gz']) {
      await writeFile(join(dir, name), text);
    }
    expect(await precompressDir(dir)).toEqual([]);
    expect(await exists(join(dir, 'index.html.br'))).toBe(false);
    expect(await exists(join(dir, 'assets/index.js.map.gz'))).toBe(false);
  });

  it('writes no sibling that is not smaller than the file', async () => {
    await writeFile(join(dir, 'robots.txt'), 'ok');
    const [result] = await precompressDir(dir);
    expect(result).toEqual({ file: join(dir, 'robots.txt'), raw: 2 });
    expect(await exists(join(dir, 'robots.txt.br'))).toBe(false);
    expect(await exists(join(dir, 'robots.txt.gz'))).toBe(false);
  });
});
