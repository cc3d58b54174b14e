import { afterEach, describe, expect, it, vi } from 'vitest';
import { forEachWhenIdle, startLinkPrefetch, type IdleScheduler, type VisibilityWatcher } from './link-prefetch';

/** A visibility watcher the test drives: `show(element)` is the element scrolling into view. */
function fakeVisibility() {
  const watched = new Set<Element>();
  let onVisible: (element: Element) => void = () => undefined;
  const watch = (callback: (element: Element) => void): VisibilityWatcher => {
    onVisible = callback;
    return {
      observe: (element) => watched.add(element),
      unobserve: (element) => watched.delete(element),
      disconnect: () => watched.clear(),
    };
  };
  const show = (element: Element) => {
    if (watched.has(element)) onVisible(element);
  };
  return { watch, show, watched };
}

function link(href: string, text = href): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.textContent = text;
  return anchor;
}

/** A chunk per route, as the app's route table gives them. */
function routeChunks() {
  const history = vi.fn(() => Promise.resolve());
  const payments = vi.fn(() => Promise.resolve());
  const importerFor = (pathname: string) =>
    pathname.endsWith('/history') ? history : pathname.endsWith('/recharge') ? payments : undefined;
  return { history, payments, importerFor };
}

let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  document.body.replaceChildren();
});

describe('link prefetch (issue 16: other routes load on demand, prefetched when a link comes into view or is hovered)', () => {
  it('imports the chunk of a link that comes into view, once for every link to the same route', () => {
    const first = link('/en/history');
    const second = link('/en/history', 'Bet history');
    document.body.append(first, second);
    const visibility = fakeVisibility();
    const { history, importerFor } = routeChunks();
    stop = startLinkPrefetch({ document, importerFor, watchVisibility: visibility.watch });

    expect(history).not.toHaveBeenCalled();
    visibility.show(first);
    visibility.show(second);
    expect(history).toHaveBeenCalledTimes(1);
    expect(visibility.watched.size).toBe(0);
  });

  it('watches links added after the start (a menu opened, rows filled in)', async () => {
    const visibility = fakeVisibility();
    const { payments, importerFor } = routeChunks();
    stop = startLinkPrefetch({ document, importerFor, watchVisibility: visibility.watch });
    const menu = document.createElement('nav');
    const deposit = link('/en/recharge', 'Deposit');
    menu.append(deposit);
    document.body.append(menu);
    await Promise.resolve(); // mutation records are delivered as a microtask

    visibility.show(deposit);
    expect(payments).toHaveBeenCalledTimes(1);
  });

  it('imports on hover and on focus, before the link is in view', () => {
    const deposit = link('/en/recharge', 'Deposit');
    const span = document.createElement('span');
    span.textContent = 'History';
    const history = link('/en/history');
    history.replaceChildren(span);
    document.body.append(deposit, history);
    const chunks = routeChunks();
    stop = startLinkPrefetch({ document, importerFor: chunks.importerFor, watchVisibility: fakeVisibility().watch });

    span.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(chunks.history).toHaveBeenCalledTimes(1);
    deposit.focus();
    expect(chunks.payments).toHaveBeenCalledTimes(1);
  });

  it('leaves links to other sites and to routes without a chunk alone', () => {
    const outside = link('https://example.org/en/history');
    const home = link('/en/');
    document.body.append(outside, home);
    const visibility = fakeVisibility();
    const importerFor = vi.fn(routeChunks().importerFor);
    stop = startLinkPrefetch({ document, importerFor, watchVisibility: visibility.watch });

    visibility.show(outside);
    visibility.show(home);
    expect(importerFor).toHaveBeenCalledTimes(1);
    expect(importerFor).toHaveBeenCalledWith('/en/');
  });

  it('tries a chunk that failed to load again on the next link, and stops watching when stopped', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('offline')));
    const first = link('/en/history');
    const second = link('/en/history');
    document.body.append(first, second);
    const visibility = fakeVisibility();
    stop = startLinkPrefetch({ document, importerFor: () => failing, watchVisibility: visibility.watch });

    visibility.show(first);
    await vi.waitFor(() => expect(failing).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    visibility.show(second);
    expect(failing).toHaveBeenCalledTimes(2);

    stop();
    document.body.append(link('/en/history'));
    second.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(failing).toHaveBeenCalledTimes(2);
  });
});

describe('forEachWhenIdle', () => {
  /** Idle periods the test hands out, each with so many calls of time left. */
  function idlePeriods() {
    const pending: ((deadline?: IdleDeadline) => void)[] = [];
    const schedule: IdleScheduler = (work) => void pending.push(work);
    const period = (calls: number) => {
      let left = calls;
      pending.shift()?.({ didTimeout: false, timeRemaining: () => (left-- > 0 ? 10 : 0) });
    };
    return { schedule, period, pending };
  }

  it('does as many as an idle period has time for, and the rest in the next ones (no long task)', () => {
    const { schedule, period, pending } = idlePeriods();
    const done: number[] = [];
    forEachWhenIdle([1, 2, 3, 4, 5], (item) => done.push(item), schedule);
    expect(done).toEqual([]);
    period(2);
    expect(done).toEqual([1, 2, 3]);
    period(0);
    expect(done).toEqual([1, 2, 3, 4]);
    period(5);
    expect(done).toEqual([1, 2, 3, 4, 5]);
    expect(pending).toHaveLength(0);
  });

  it('does all at once where the browser gives no deadline, and nothing for no items', () => {
    const done: number[] = [];
    const schedule: IdleScheduler = (work) => work();
    forEachWhenIdle([1, 2, 3], (item) => done.push(item), schedule);
    forEachWhenIdle([], (item: number) => done.push(item), schedule);
    expect(done).toEqual([1, 2, 3]);
  });
});
