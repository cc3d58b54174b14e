/**
 * What the live-screen benchmark injects into the page before any of its scripts run
 * (page.addInitScript): a minimal React DevTools hook that counts commits and, per commit,
 * which game rows re-rendered, plus a long-task observer. The Node side reads it through
 * `window.__liveBench`. Runs in the browser: no imports, only what the page has.
 */

/** What `end()` hands back for one measured window. */
export interface ProbeWindow {
  commits: number;
  /** Game ids whose row element got a new props object (its component rendered it again). */
  rowsRerendered: number[];
  /** Row elements seen for the first time (mounted) in the window. */
  rowsMounted: number;
  longTasksMs: number[];
  /** The probe's own work (walking committed trees), real milliseconds. */
  probeMs: number;
  fibersVisited: number;
  /** Per commit: rows and all host elements re-rendered, with a few of the latter as `tag.class`. */
  commitDetails: CommitDetail[];
}

export interface CommitDetail {
  rows: number;
  elements: number;
  samples: string[];
}

export interface ProbeVisibility {
  /** Commits since the last window ended (timers, other feeds, effects of the last update). */
  commitsBetween: number;
  rowsInDom: number;
  /** Row ids whose element intersects the viewport (IntersectionObserver, so clipping counts). */
  visibleIds: number[];
  /** Row ids within two screens of the viewport: the most rows the app keeps complete (use-near-viewport.ts). */
  nearIds: number[];
}

export interface LiveBenchProbe {
  totalCommits: number;
  begin(): Promise<ProbeVisibility>;
  end(): ProbeWindow;
  rowCount(): number;
}

/**
 * The init script. Self-contained (Playwright serialises it into the page), so everything it
 * uses is declared inside.
 */
export function installLiveBenchProbe(): void {
  // Captured before Playwright's fake clock replaces performance.now, when it runs first.
  const realNow = performance.now.bind(performance);
  // How far from the viewport the app may keep rows complete: two screens (libs/sportsbook/ui
  // use-near-viewport.ts); the probe runs in the page, serialised, so it cannot import it.
  const NEAR_MARGIN = '200% 0px';
  const lastProps = new WeakMap<object, unknown>();
  let commits = 0;
  let commitsAtLastEnd = 0;
  let rerendered = new Set<number>();
  let mounted = 0;
  let longTasks: number[] = [];
  let probeMs = 0;
  let fibersVisited = 0;

  interface Fiber {
    type: unknown;
    memoizedProps: Record<string, unknown> | null;
    stateNode: unknown;
    child: Fiber | null;
    sibling: Fiber | null;
  }

  /**
   * Walks the committed tree. A row element (a host fiber with `data-game-id`) re-rendered when
   * its props object differs from the one seen at the last commit: React makes a new props
   * object exactly when the component that returns the element renders again. (Comparing with
   * `fiber.alternate` instead would count a row again on every later commit where it bailed out,
   * since a reused fiber keeps the stale alternate of its last render.)
   */
  let commitDetails: CommitDetail[] = [];
  const walk = (rootFiber: Fiber, counting: boolean) => {
    const start = realNow();
    const detail: CommitDetail = { rows: 0, elements: 0, samples: [] };
    const stack: (Fiber | null)[] = [rootFiber];
    while (stack.length > 0) {
      const fiber = stack.pop();
      if (!fiber) continue;
      fibersVisited += 1;
      const props = fiber.memoizedProps;
      if (typeof fiber.type === 'string' && props && fiber.stateNode) {
        const previous = lastProps.get(fiber.stateNode as object);
        const isRow = props['data-game-id'] !== undefined;
        if (counting && previous !== undefined && previous !== props) {
          detail.elements += 1;
          if (isRow) detail.rows += 1;
          else if (detail.samples.length < 5) detail.samples.push(`${fiber.type}.${String(props['className'] ?? '')}`);
        }
        if (isRow && counting && previous === undefined) mounted += 1;
        else if (isRow && counting && previous !== props) rerendered.add(Number(props['data-game-id']));
        lastProps.set(fiber.stateNode as object, props);
      }
      stack.push(fiber.sibling, fiber.child);
    }
    if (!counting) return;
    commitDetails.push(detail);
    probeMs += realNow() - start;
  };

  /**
   * The walk costs tens of milliseconds on a 1,000-row tree at 4x slowdown, so it runs only in a
   * measured window; `begin` first records every row's current props (outside the window), so a
   * row that re-rendered between windows is not counted in the next one.
   */
  let measuring = false;
  const roots = new Set<{ current: Fiber }>();

  // React DOM reads this at load: a hook that supports fibers gets `inject` and then every commit.
  const renderers = new Map<number, unknown>();
  (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    isDisabled: false,
    renderers,
    inject(internals: unknown) {
      renderers.set(renderers.size + 1, internals);
      return renderers.size;
    },
    onCommitFiberRoot(_id: number, root: { current: Fiber }) {
      commits += 1;
      roots.add(root);
      if (measuring) walk(root.current, true);
    },
    // Called by React too; nothing to count there.
    onCommitFiberUnmount: () => undefined,
    onPostCommitFiberRoot: () => undefined,
    checkDCE: () => undefined,
  };

  let longTaskObserver: PerformanceObserver | undefined;
  try {
    longTaskObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) longTasks.push(entry.duration);
    });
    longTaskObserver.observe({ type: 'longtask', buffered: true });
  } catch {
    // No long-task timing in this browser: the figure stays empty rather than wrong.
  }
  /** Entries are delivered a task later: take the queued ones now, so each lands in its window. */
  const flushLongTasks = () => {
    for (const entry of longTaskObserver?.takeRecords() ?? []) longTasks.push(entry.duration);
  };

  /** The ids of the rows that intersect the viewport grown by `rootMargin`. */
  const intersecting = (rows: HTMLElement[], rootMargin: string) =>
    new Promise<number[]>((resolve) => {
      if (rows.length === 0) return resolve([]);
      // The first callback reports every observed element once.
      const observer = new IntersectionObserver(
        (entries) => {
          observer.disconnect();
          resolve(
            entries
              .filter((entry) => entry.isIntersecting)
              .map((entry) => Number((entry.target as HTMLElement).dataset['gameId'])),
          );
        },
        { rootMargin },
      );
      for (const row of rows) observer.observe(row);
    });

  const rowElements = () => Array.from(document.querySelectorAll<HTMLElement>('[data-game-id]'));

  const probe: LiveBenchProbe = {
    get totalCommits() {
      return commits;
    },
    rowCount: () => rowElements().length,
    async begin() {
      const rows = rowElements();
      const visibleIds = await intersecting(rows, '0px');
      const nearIds = await intersecting(rows, NEAR_MARGIN);
      for (const root of roots) walk(root.current, false);
      flushLongTasks();
      const result = { commitsBetween: commits - commitsAtLastEnd, rowsInDom: rows.length, visibleIds, nearIds };
      commitsAtLastEnd = commits;
      measuring = true;
      rerendered = new Set();
      mounted = 0;
      longTasks = [];
      probeMs = 0;
      fibersVisited = 0;
      commitDetails = [];
      return result;
    },
    end() {
      flushLongTasks();
      measuring = false;
      const measured = {
        commits: commits - commitsAtLastEnd,
        rowsRerendered: [...rerendered],
        rowsMounted: mounted,
        longTasksMs: longTasks,
        probeMs,
        fibersVisited,
        commitDetails,
      };
      commitsAtLastEnd = commits;
      return measured;
    },
  };
  (window as unknown as { __liveBench: LiveBenchProbe }).__liveBench = probe;
}
