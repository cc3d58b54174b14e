/**
 * The poll check of the live-page chaos run (issue 17 "requests never more often than the poll
 * intervals"): per request key, no call may start before the one before it ended, nor sooner than
 * its poll interval after that end. Pure, so the check is proven on its own (poll-gaps.test.ts).
 */

/** One request the page sent, as the browser reported it (epoch ms of the run's clock). */
export interface RequestRecord {
  method: string;
  /** The address as sent; its `since` (the feed version) is not part of the key. */
  url: string;
  start: number;
  /** When its answer ended or it failed; undefined while it was still open at the end of the run. */
  end: number | undefined;
  /** It got no answer or an error status (4xx, 5xx). */
  failed: boolean;
}

/** The interval a repeated request must keep, and where that interval comes from. */
export interface PollRule {
  interval: number;
  /** A shorter wait allowed after a failed call, for a poll with a declared retry (the media list's). */
  afterFailure?: number;
  source: string;
}

export interface KeyFigures {
  key: string;
  requests: number;
  /** The rule the key was checked against; null for a request sent once (nothing to check). */
  rule: PollRule | null;
  /** The shortest time from an answer to the next call of the key (ms), null with fewer than two. */
  shortestGapMs: number | null;
}

export interface PollGapReport {
  keys: KeyFigures[];
  /** Each broken rule, in words. Empty when every key kept its interval. */
  violations: string[];
}

/** Query parameters that change from one poll to the next without making it another request. */
const VOLATILE_PARAMS = new Set(['since']);

/** The request's identity: method, path and the query without `since`, in a stable order. */
export function requestKey(method: string, url: string): string {
  const address = new URL(url);
  const params = [...address.searchParams].filter(([name]) => !VOLATILE_PARAMS.has(name)).sort();
  const query = new URLSearchParams(params).toString();
  return `${method} ${address.pathname}${query ? `?${query}` : ''}`;
}

/**
 * Checks every key. `ruleOf` gives a key's poll interval (undefined: the page has no reason to
 * send it twice); `breaks` are the times the run itself moved the page (a navigation subscribes
 * again at once, as a player's click does), and a pair of calls spanning one is not a poll;
 * `toleranceMs` covers the time between the browser's report and the page's own timer.
 */
export function checkPollGaps(
  records: readonly RequestRecord[],
  ruleOf: (key: string) => PollRule | undefined,
  breaks: readonly number[],
  toleranceMs: number,
): PollGapReport {
  const byKey = new Map<string, RequestRecord[]>();
  for (const record of records) {
    const key = requestKey(record.method, record.url);
    byKey.set(key, [...(byKey.get(key) ?? []), record]);
  }
  const keys: KeyFigures[] = [];
  const violations: string[] = [];
  for (const [key, calls] of [...byKey].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = [...calls].sort((a, b) => a.start - b.start);
    const rule = sorted.length > 1 ? (ruleOf(key) ?? null) : null;
    let shortestGapMs: number | null = null;
    for (let index = 1; index < sorted.length; index += 1) {
      const before = sorted[index - 1] as RequestRecord;
      const next = sorted[index] as RequestRecord;
      if (breaks.some((at) => at >= before.start && at <= next.start)) continue;
      if (before.end === undefined) {
        violations.push(`${key}: sent again while the call before it had not answered (overlapping polls)`);
        continue;
      }
      const gap = Math.round(next.start - before.end);
      shortestGapMs = shortestGapMs === null ? gap : Math.min(shortestGapMs, gap);
      if (gap < 0) {
        violations.push(`${key}: a call started ${-gap} ms before the one before it ended (overlapping polls)`);
      } else if (!rule) {
        violations.push(`${key}: sent again ${gap} ms after its answer, and it has no poll interval`);
      } else {
        const wait = before.failed ? (rule.afterFailure ?? rule.interval) : rule.interval;
        if (gap < wait - toleranceMs) {
          const answer = before.failed ? 'its failed answer' : 'its answer';
          violations.push(`${key}: sent again ${gap} ms after ${answer}; it must wait ${wait} ms (${rule.source})`);
        }
      }
    }
    keys.push({ key, requests: sorted.length, rule, shortestGapMs });
  }
  return { keys, violations };
}
