import { describe, expect, it } from 'vitest';
import { summariseTrace, type TraceEvent } from './trace-summary';

const thread = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  ts: 0,
  pid,
  tid,
  args: { name },
});
const span = (name: string, ts: number, dur: number, tid = 1): TraceEvent => ({ name, ph: 'X', ts, dur, pid: 7, tid });

describe('trace summary (where a benchmark window spent the main thread)', () => {
  it("sums each name's self time on the page's main thread and splits every long task by it", () => {
    const events = [
      thread(7, 1, 'CrRendererMain'),
      thread(7, 2, 'Compositor'),
      // A 120 ms task: 30 ms of its own, a 60 ms call holding 20 ms of layout, and 30 ms of paint.
      span('RunTask', 0, 120_000),
      span('FunctionCall', 0, 60_000),
      span('Layout', 10_000, 20_000),
      span('Paint', 90_000, 30_000),
      // A short task, and work on another thread, which is not the page's.
      span('RunTask', 200_000, 10_000),
      span('Layout', 200_000, 5_000),
      span('RunTask', 0, 500_000, 2),
    ];
    const summary = summariseTrace(events, 50);
    expect(summary.selfMs).toEqual([
      { name: 'FunctionCall', ms: 40 },
      { name: 'RunTask', ms: 35 },
      { name: 'Paint', ms: 30 },
      { name: 'Layout', ms: 25 },
    ]);
    expect(summary.tasks).toEqual([
      {
        ms: 120,
        top: [
          { name: 'FunctionCall', ms: 40 },
          { name: 'RunTask', ms: 30 },
          { name: 'Paint', ms: 30 },
          { name: 'Layout', ms: 20 },
        ],
      },
    ]);
  });

  it('gives nothing for a trace without a renderer main thread', () => {
    expect(summariseTrace([span('RunTask', 0, 100_000)])).toEqual({ selfMs: [], tasks: [] });
  });
});
