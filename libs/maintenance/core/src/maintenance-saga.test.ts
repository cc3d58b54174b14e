import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpError } from '@bet/request/testing';
import { REDIRECT_TRAIL_KEY } from './constants';
import { startUpChecksRequested } from './maintenance-slice';
import { createMemoryStorage } from '@bet/platform/testing';
import { createMaintenanceHarness, type HarnessOptions } from './testing';

const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms);
const NOW = new Date('2026-11-22T08:00:00Z').getTime();
const seconds = (ms: number) => Math.floor(ms / 1000);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

async function start(options: HarnessOptions = {}, auth = false) {
  const h = createMaintenanceHarness(options);
  h.store.dispatch(startUpChecksRequested({ auth }));
  await tick(0);
  return h;
}

describe('start-up (spec 02 §9 Start-up order)', () => {
  it('waits for startUpChecksRequested, then checks maintenance, block and redirect once', async () => {
    const h = createMaintenanceHarness();
    await tick(5000);
    expect(h.api.calls).toEqual([]);
    h.store.dispatch(startUpChecksRequested({ auth: true }));
    await tick(0);
    expect(h.api.calls.map((c) => c.name).sort()).toEqual(['checkBlock', 'checkRedirect', 'getMaintenance']);
    expect(h.api.callsTo('checkBlock')[0]?.body).toEqual({ auth: true, url: 'http://site.test/ru/' });
    expect(h.api.callsTo('checkRedirect')[0]?.body).toEqual({ url: 'http://site.test/ru/' });
    expect(h.page.trail).toEqual([]);
    expect(h.store.getState().maintenance).toMatchObject({
      active: false,
      block: 'done',
      blockReason: null,
      redirectOutcome: 'none',
    });
    h.task.cancel();
  });
});

describe('maintenance (spec 01 §4)', () => {
  it('goes to the maintenance page while active and home when it ends, polling every 60 s', async () => {
    let active = 1;
    const h = await start({ answers: { getMaintenance: () => ({ isActive: active, web_state: 0 }) } });
    expect(h.store.getState().maintenance.active).toBe(true);
    expect(h.page.trail).toEqual(['/ru/maintenance']);

    active = 0;
    await tick(59_999);
    expect(h.api.callsTo('getMaintenance')).toHaveLength(1);
    await tick(1);
    expect(h.api.callsTo('getMaintenance')).toHaveLength(2);
    expect(h.store.getState().maintenance.active).toBe(false);
    expect(h.page.trail).toEqual(['/ru/maintenance', '/ru/']);
    h.task.cancel();
  });

  it('reads the maintenance cookie equal to 1', async () => {
    const h = await start({ cookies: { maintenance: '1' }, language: 'en' });
    expect(h.page.trail).toEqual(['/en/maintenance']);
    h.task.cancel();
  });

  it('reads web_state and the other payload form', async () => {
    const h = await start({
      answers: {
        getMaintenance: () => ({
          startAt: seconds(NOW) - 10,
          finishAt: seconds(NOW) + 30,
          notifyStartDate: null,
          notifyEndDate: null,
        }),
      },
    });
    expect(h.page.trail).toEqual(['/ru/maintenance']);
    // The poll wakes at the window's end, not 60 s later.
    await tick(30_000);
    expect(h.page.trail).toEqual(['/ru/maintenance', '/ru/']);
    h.task.cancel();
  });

  it('shows the notice only inside the notice window, waking at its edges', async () => {
    const h = await start({
      answers: {
        getMaintenance: () => ({
          started_at: seconds(NOW) + 3600,
          ended_at: seconds(NOW) + 7200,
          notify_started_at: seconds(NOW) + 10,
          notify_ended_at: seconds(NOW) + 20,
          isActive: 0,
          web_state: 0,
        }),
      },
    });
    expect(h.store.getState().maintenance.noticeVisible).toBe(false);
    await tick(10_000);
    expect(h.store.getState().maintenance.noticeVisible).toBe(true);
    await tick(10_000);
    expect(h.store.getState().maintenance.noticeVisible).toBe(false);
    expect(h.page.trail).toEqual([]);
    h.task.cancel();
  });

  it('a failed maintenance read is logged and skipped; the last state stays (spec 02 §8)', async () => {
    let fail = false;
    const h = await start({
      answers: {
        getMaintenance: () => {
          if (fail) throw httpError(500);
          return { isActive: 1 };
        },
      },
    });
    fail = true;
    await tick(60_000);
    expect(h.store.getState().maintenance.active).toBe(true);
    expect(h.logger.entries.some((e) => e.message === 'The maintenance state could not be read')).toBe(true);
    expect(h.page.trail).toEqual(['/ru/maintenance']);
    h.task.cancel();
  });

  it('a visitor on the maintenance page with no maintenance goes home', async () => {
    const h = await start({ url: 'http://site.test/en/maintenance', language: 'en' });
    expect(h.page.trail).toEqual(['/en/']);
    h.task.cancel();
  });
});

describe('block check (spec 02 §4, §9: 2 tries, 100 ms)', () => {
  it.each([
    [4, '/ru/site-updates'],
    [16, '/ru/suspension'],
    [3, '/ru/block'],
    [1, '/ru/block'],
    [5, '/ru/block'],
    [2, '/ru/block'],
    [14, '/ru/block'],
    [13, '/ru/block-ua'],
    [17, '/ru/block-ie'],
    [8, '/ru/coming-soon'],
  ])('reason %i goes to %s', async (reason, path) => {
    const h = await start({ answers: { checkBlock: () => ({ displayTypeId: reason, templateTypeId: 1 }) } });
    expect(h.store.getState().maintenance.blockReason).toBe(reason);
    expect(h.page.trail).toEqual([path]);
    h.task.cancel();
  });

  it('leaves user/accountverify alone (exempt)', async () => {
    const h = await start({
      url: 'http://site.test/ru/user/accountverify',
      answers: { checkBlock: () => ({ displayTypeId: 3, templateTypeId: 1 }) },
    });
    expect(h.page.trail).toEqual([]);
    h.task.cancel();
  });

  it('a blocking reason wins over maintenance', async () => {
    const h = await start({
      answers: {
        getMaintenance: () => ({ isActive: 1 }),
        checkBlock: () => ({ displayTypeId: 16, templateTypeId: 1 }),
      },
    });
    expect(h.page.trail.at(-1)).toBe('/ru/suspension');
    await tick(60_000);
    expect(h.page.trail.at(-1)).toBe('/ru/suspension');
    h.task.cancel();
  });

  it('tries twice 100 ms apart; a success on the second try counts', async () => {
    let tries = 0;
    const h = await start({
      answers: {
        checkBlock: () => {
          tries += 1;
          if (tries === 1) throw httpError(500);
          return { displayTypeId: 13, templateTypeId: 1 };
        },
      },
    });
    expect(tries).toBe(1);
    await tick(99);
    expect(tries).toBe(1);
    await tick(1);
    expect(tries).toBe(2);
    expect(h.page.trail).toEqual(['/ru/block-ua']);
    h.task.cancel();
  });

  it('failing both tries sets maintenance; the next poll tries again and ends it (spec 02 §8)', async () => {
    let down = true;
    const h = await start({
      answers: {
        checkBlock: () => {
          if (down) throw httpError(500);
          return { displayTypeId: 0, templateTypeId: null };
        },
      },
    });
    await tick(100);
    expect(h.api.callsTo('checkBlock')).toHaveLength(2);
    expect(h.store.getState().maintenance).toMatchObject({ block: 'failed', blockCheckFailed: true, active: true });
    expect(h.page.trail).toEqual(['/ru/maintenance']);

    down = false;
    await tick(60_000);
    expect(h.api.callsTo('checkBlock')).toHaveLength(3);
    expect(h.store.getState().maintenance).toMatchObject({ blockCheckFailed: false, active: false });
    expect(h.page.trail).toEqual(['/ru/maintenance', '/ru/']);
    h.task.cancel();
  });
});

describe('redirect check (spec 02 §4, §9: 5 tries, 1 s)', () => {
  const redirectTo = (url: string) => () => ({ redirect: true, code: 302, url, reasons: [], breadcrumbs: [] });

  it('outside production without the flag, a redirect is not followed', async () => {
    const h = await start({ answers: { checkRedirect: redirectTo('https://mirror.test/ru/') } });
    expect(h.page.trail).toEqual([]);
    expect(h.store.getState().maintenance.redirectOutcome).toBe('notAllowed');
    h.task.cancel();
  });

  it('with followRedirect=1 it is followed, and so it is in production', async () => {
    const flagged = await start({
      url: 'http://site.test/ru/?followRedirect=1',
      answers: { checkRedirect: redirectTo('https://mirror.test/ru/') },
    });
    expect(flagged.page.trail).toEqual(['assign https://mirror.test/ru/']);
    flagged.task.cancel();
    const production = await start({ isProduction: true, answers: { checkRedirect: redirectTo('/en/') } });
    expect(production.page.trail).toEqual(['assign http://site.test/en/']);
    production.task.cancel();
  });

  it('an invalid redirect is not followed', async () => {
    const h = await start({ isProduction: true, answers: { checkRedirect: redirectTo('ftp://mirror.test/') } });
    expect(h.page.trail).toEqual([]);
    expect(h.store.getState().maintenance.redirectOutcome).toBe('none');
    h.task.cancel();
  });

  it('a cyclic redirect is detected on the target and suppressed with a log', async () => {
    const storage = createMemoryStorage();
    const origin = 'http://site.test/ru/?followRedirect=1';
    const target = 'http://site.test/en/?followRedirect=1';
    const first = await start({ url: origin, storage, answers: { checkRedirect: redirectTo(target) } });
    expect(first.page.trail).toEqual([`assign ${target}`]);
    first.task.cancel();

    // The new page load, at the target: its own check sends back.
    await tick(500);
    const second = await start({ url: target, storage, answers: { checkRedirect: redirectTo(origin) } });
    expect(second.page.trail).toEqual([]);
    expect(second.store.getState().maintenance.redirectOutcome).toBe('suppressed');
    expect(second.logger.entries).toContainEqual(
      expect.objectContaining({ level: 'warn', message: 'A cyclic redirect was suppressed' }),
    );
    expect(storage.entries.has(REDIRECT_TRAIL_KEY)).toBe(false);
    second.task.cancel();
  });

  it('retries 5 times 1 s apart, then logs and skips', async () => {
    const h = await start({
      isProduction: true,
      answers: {
        checkRedirect: () => {
          throw httpError(503);
        },
      },
    });
    expect(h.api.callsTo('checkRedirect')).toHaveLength(1);
    await tick(999);
    expect(h.api.callsTo('checkRedirect')).toHaveLength(1);
    await tick(1);
    expect(h.api.callsTo('checkRedirect')).toHaveLength(2);
    await tick(3000);
    expect(h.api.callsTo('checkRedirect')).toHaveLength(5);
    expect(h.store.getState().maintenance.redirect).toBe('failed');
    await tick(10_000);
    expect(h.api.callsTo('checkRedirect')).toHaveLength(5);
    expect(h.logger.entries.some((e) => e.message === 'The redirect check failed after its retries: skipped')).toBe(
      true,
    );
    expect(h.page.trail).toEqual([]);
    h.task.cancel();
  });
});
