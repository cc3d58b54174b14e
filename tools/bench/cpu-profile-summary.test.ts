import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { summariseCpuProfile, type CpuProfile } from './cpu-profile-summary';

// A built file of two functions on its first line, `a` at column 0 and `b` at column 10, mapped
// to lines 1 and 5 of `libs/x/src/merge.ts` (names `mergeGames` and `writeEntities`). The
// mappings are Base64 VLQ: "AAAAA" is every field 0; "UAIAC" is column +10, line +4, name +1.
const assets = mkdtempSync(join(tmpdir(), 'cpu-profile-'));
writeFileSync(
  join(assets, 'index-abc.js.map'),
  JSON.stringify({
    version: 3,
    sources: ['../../../libs/x/src/merge.ts'],
    names: ['mergeGames', 'writeEntities'],
    mappings: 'AAAAA,UAIAC',
  }),
);
afterAll(() => rmSync(assets, { recursive: true, force: true }));

const frame = (functionName: string, url = '', columnNumber = 0) => ({
  functionName,
  url,
  lineNumber: 0,
  columnNumber,
});

const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: frame('(root)') },
    { id: 2, callFrame: frame('a', 'http://localhost/assets/index-abc.js', 0) },
    { id: 3, callFrame: frame('b', 'http://localhost/assets/index-abc.js', 10) },
    { id: 4, callFrame: frame('(garbage collector)') },
    { id: 5, callFrame: frame('', 'http://localhost/assets/vendor-unmapped.js') },
    { id: 6, callFrame: frame('(idle)') },
  ],
  // Each sample lasts until the next: the deltas (µs) are the time before each sample.
  samples: [3, 3, 2, 4, 5, 6, 3],
  timeDeltas: [0, 2000, 1000, 500, 1500, 250, 9000, 0],
};

describe('CPU profile summary (tools/bench/README.md "Live screen": where an update\'s script went)', () => {
  it('sums self time per function, largest first, named by the source maps of the build', () => {
    expect(summariseCpuProfile(profile, assets)).toEqual([
      { name: 'libs/x/src/merge.ts:5 writeEntities', ms: 3 },
      { name: '(garbage collector)', ms: 1.5 },
      { name: 'libs/x/src/merge.ts:1 mergeGames', ms: 0.5 },
      // A file without a map keeps its file name.
      { name: 'vendor-unmapped.js (anonymous)', ms: 0.3 },
    ]);
  });

  it('leaves out idle time and keeps the top entries only', () => {
    const names = summariseCpuProfile(profile, assets).map((entry) => entry.name);
    expect(names).not.toContain('(idle)');
    expect(summariseCpuProfile(profile, assets, 1)).toEqual([{ name: 'libs/x/src/merge.ts:5 writeEntities', ms: 3 }]);
  });

  it('an empty profile is an empty summary', () => {
    expect(summariseCpuProfile({ nodes: [] }, assets)).toEqual([]);
  });
});
