/**
 * Where a window's main-thread time went, from a Chromium trace (Playwright's
 * `browser.startTracing`): the self time of every trace event on the page's main thread, summed
 * by name, and the longest tasks. It answers what the CDP metrics do not split: parse, GC,
 * paint, and which script.
 */

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { functionName?: string; url?: string } };
}

export interface TraceSummary {
  /** Self time by event name on the main thread, largest first, in ms. */
  selfMs: { name: string; ms: number }[];
  /** Each task over the long-task threshold: its length and the names its time went to, largest first. */
  tasks: { ms: number; top: { name: string; ms: number }[] }[];
}

const round = (value: number) => Math.round(value * 10) / 10;

/** The renderer main thread with the most task time: the page's, when one page was traced. */
function mainThread(events: readonly TraceEvent[]): { pid: number; tid: number } | undefined {
  const names = events.filter((event) => event.ph === 'M' && event.name === 'thread_name');
  const totals = new Map<string, number>();
  for (const event of events) {
    if (event.ph === 'X' && event.name === 'RunTask') {
      const key = `${event.pid}:${event.tid}`;
      totals.set(key, (totals.get(key) ?? 0) + (event.dur ?? 0));
    }
  }
  let best: { pid: number; tid: number; total: number } | undefined;
  for (const meta of names) {
    if (meta.args?.name !== 'CrRendererMain') continue;
    const total = totals.get(`${meta.pid}:${meta.tid}`) ?? 0;
    if (!best || total > best.total) best = { pid: meta.pid, tid: meta.tid, total };
  }
  return best;
}

/** Self times, given complete events of one thread sorted by start (children nest in parents). */
function selfTimes(events: readonly TraceEvent[]): Map<TraceEvent, number> {
  const self = new Map<TraceEvent, number>();
  const stack: TraceEvent[] = [];
  for (const event of events) {
    const end = (e: TraceEvent) => e.ts + (e.dur ?? 0);
    while (stack.length > 0 && end(stack.at(-1) as TraceEvent) <= event.ts) stack.pop();
    self.set(event, event.dur ?? 0);
    const parent = stack[stack.length - 1];
    if (parent) self.set(parent, (self.get(parent) ?? 0) - Math.min(event.dur ?? 0, end(parent) - event.ts));
    stack.push(event);
  }
  return self;
}

const label = (event: TraceEvent) =>
  event.name === 'FunctionCall' && event.args?.data?.functionName
    ? `FunctionCall ${event.args.data.functionName}`
    : event.name;

export function summariseTrace(traceEvents: readonly TraceEvent[], longTaskMs = 50): TraceSummary {
  const thread = mainThread(traceEvents);
  if (!thread) return { selfMs: [], tasks: [] };
  const events = traceEvents
    .filter((e) => e.ph === 'X' && e.pid === thread.pid && e.tid === thread.tid && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const self = selfTimes(events);
  const byName = (list: readonly TraceEvent[]) => {
    const totals = new Map<string, number>();
    for (const event of list) totals.set(label(event), (totals.get(label(event)) ?? 0) + (self.get(event) ?? 0) / 1000);
    return [...totals]
      .map(([name, ms]) => ({ name, ms: round(ms) }))
      .filter((entry) => entry.ms >= 0.1)
      .sort((a, b) => b.ms - a.ms);
  };
  const tasks = events
    .filter((event) => event.name === 'RunTask' && (event.dur ?? 0) / 1000 > longTaskMs)
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      const inside = events.filter((event) => event.ts >= task.ts && event.ts < end);
      return { ms: round((task.dur ?? 0) / 1000), top: byName(inside).slice(0, 8) };
    });
  return { selfMs: byName(events).slice(0, 25), tasks };
}
