import { describe, expect, it } from 'vitest';
import { checkPollGaps, requestKey, type PollRule, type RequestRecord } from './poll-gaps';

const BASE = 'http://localhost:3520';
const MENU = `${BASE}/web-api/line/menu?section=live&lang=en`;
const rules: Record<string, PollRule> = {
  'GET /web-api/line/menu?lang=en&section=live': { interval: 5_000, source: 'spec 02 §9 menu live' },
};
const ruleOf = (key: string) => rules[key];

const call = (url: string, start: number, end: number | undefined, failed = false): RequestRecord => ({
  method: 'GET',
  url,
  start,
  end,
  failed,
});

describe('requestKey', () => {
  it('drops the feed version and orders the query, so the polls of one feed share a key', () => {
    expect(requestKey('GET', `${BASE}/web-api/line/games?section=live&sportId=1&since=7&lang=en`)).toBe(
      requestKey('GET', `${BASE}/web-api/line/games?lang=en&sportId=1&section=live`),
    );
    expect(requestKey('GET', `${BASE}/web-api/line/games?section=live&sportId=2`)).not.toBe(
      requestKey('GET', `${BASE}/web-api/line/games?section=live&sportId=1`),
    );
  });
});

describe('checkPollGaps', () => {
  it('passes polls that wait their interval after each answer', () => {
    const report = checkPollGaps(
      [call(MENU, 0, 200), call(MENU, 5_200, 5_300), call(MENU, 10_300, 12_000)],
      ruleOf,
      [],
      100,
    );
    expect(report.violations).toEqual([]);
    expect(report.keys).toEqual([
      {
        key: 'GET /web-api/line/menu?lang=en&section=live',
        requests: 3,
        rule: rules[Object.keys(rules)[0] as string],
        shortestGapMs: 5_000,
      },
    ]);
  });

  it('fails a poll sent sooner than its interval after the answer before it (a fast retry after a failure)', () => {
    const report = checkPollGaps([call(MENU, 0, 200, true), call(MENU, 1_200, 1_300)], ruleOf, [], 100);
    expect(report.violations).toEqual([
      'GET /web-api/line/menu?lang=en&section=live: sent again 1000 ms after its failed answer; it must wait 5000 ms (spec 02 §9 menu live)',
    ]);
  });

  it('allows a declared retry after a failed answer, and only after one', () => {
    const media = `${BASE}/web-api/media/live`;
    const withRetry = () => ({ interval: 600_000, afterFailure: 15_000, source: 'media' });
    expect(
      checkPollGaps([call(media, 0, 100, true), call(media, 15_100, 15_200)], withRetry, [], 100).violations,
    ).toEqual([]);
    expect(checkPollGaps([call(media, 0, 100), call(media, 15_100, 15_200)], withRetry, [], 100).violations).toEqual([
      'GET /web-api/media/live: sent again 15000 ms after its answer; it must wait 600000 ms (media)',
    ]);
  });

  it('fails overlapping calls, and a call sent while the one before it never answered', () => {
    expect(checkPollGaps([call(MENU, 0, 6_000), call(MENU, 5_500, 5_600)], ruleOf, [], 100).violations).toHaveLength(1);
    expect(checkPollGaps([call(MENU, 0, undefined), call(MENU, 20_000, 20_100)], ruleOf, [], 100).violations).toEqual([
      'GET /web-api/line/menu?lang=en&section=live: sent again while the call before it had not answered (overlapping polls)',
    ]);
  });

  it('fails a repeated request that has no poll interval; a request sent once needs none', () => {
    const other = `${BASE}/web-api/coupon/config`;
    expect(checkPollGaps([call(other, 0, 100)], ruleOf, [], 100).violations).toEqual([]);
    expect(checkPollGaps([call(other, 0, 100), call(other, 60_000, 60_100)], ruleOf, [], 100).violations).toEqual([
      'GET /web-api/coupon/config: sent again 59900 ms after its answer, and it has no poll interval',
    ]);
  });

  it('skips a pair of calls with a navigation of the run between them, and allows the tolerance', () => {
    expect(checkPollGaps([call(MENU, 0, 200), call(MENU, 1_000, 1_100)], ruleOf, [900], 100).violations).toEqual([]);
    expect(checkPollGaps([call(MENU, 0, 200), call(MENU, 5_150, 5_200)], ruleOf, [], 100).violations).toEqual([]);
    expect(checkPollGaps([call(MENU, 0, 200), call(MENU, 5_050, 5_100)], ruleOf, [], 100).violations).toHaveLength(1);
  });
});
