/**
 * Which functions a window's script time went to, from a V8 CPU profile (CDP `Profiler.stop`):
 * self time summed per function, each function named by its place in our sources through the
 * build's source maps (the built files are minified).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';

export interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  }[];
  samples?: number[];
  timeDeltas?: number[];
}

export interface FunctionTime {
  /** `source:line name`, or the native name ("(garbage collector)", "(program)"). */
  name: string;
  ms: number;
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Self time per function, largest first; `assets` is the folder of the built files and their maps. */
export function summariseCpuProfile(profile: CpuProfile, assets: string, top = 30): FunctionTime[] {
  const maps = new Map<string, TraceMap | null>();
  const mapOf = (url: string) => {
    const file = url.split('/').pop() ?? '';
    if (!maps.has(file)) {
      const path = join(assets, `${file}.map`);
      maps.set(file, file && existsSync(path) ? new TraceMap(readFileSync(path, 'utf8')) : null);
    }
    return maps.get(file) ?? null;
  };
  const nameOf = new Map<number, string>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const map = url ? mapOf(url) : null;
    if (!map) {
      nameOf.set(node.id, url ? `${url.split('/').pop()} ${functionName || '(anonymous)'}` : functionName);
      continue;
    }
    const original = originalPositionFor(map, { line: lineNumber + 1, column: columnNumber });
    const source = (original.source ?? '?').replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
    nameOf.set(node.id, `${source}:${original.line ?? '?'} ${original.name ?? functionName ?? ''}`.trim());
  }
  const totals = new Map<string, number>();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  // A sample's time is the delta to the next sample.
  samples.forEach((sample, i) => {
    const name = nameOf.get(sample) ?? '?';
    totals.set(name, (totals.get(name) ?? 0) + (deltas[i + 1] ?? 0) / 1000);
  });
  return [...totals]
    .map(([name, ms]) => ({ name, ms: round(ms) }))
    .filter((entry) => entry.name !== '(idle)')
    .sort((a, b) => b.ms - a.ms)
    .slice(0, top);
}
