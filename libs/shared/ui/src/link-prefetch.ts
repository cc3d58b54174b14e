import { useEffect } from 'react';

/** Imports a route's chunk ahead; the same function for every link to that route. */
export type Prefetch = () => Promise<unknown>;

/** Watches elements come into view (IntersectionObserver in the browser; a fake in tests). */
export interface VisibilityWatcher {
  observe(element: Element): void;
  unobserve(element: Element): void;
  disconnect(): void;
}

export interface LinkPrefetcherOptions {
  /** The document whose links are watched. */
  document: Document;
  /** The importer of an in-app path's chunk, or undefined when the path needs none. */
  importerFor: (pathname: string) => Prefetch | undefined;
  /** Calls back once per element that comes into view; IntersectionObserver unless given. */
  watchVisibility?: (onVisible: (element: Element) => void) => VisibilityWatcher;
}

const LINKS = 'a[href]';

/** Calls back in an idle period, with its deadline (none where the browser has no idle callbacks). */
export type IdleScheduler = (work: (deadline?: IdleDeadline) => void) => void;

/** Within 2 s at the latest, so a page that is never idle still gets its links' chunks. */
const whenIdle: IdleScheduler = (work) => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 0);
};

/**
 * Runs `each` over the items in idle periods, as many as each period has time for (at least
 * one), so links that come into view together (a footer's, a long list's) never make one long
 * task: each is matched against the route table (issue 16, about 64 ms of a 4x-slowed load).
 * Without a deadline all run at once.
 */
export function forEachWhenIdle<T>(items: readonly T[], each: (item: T) => void, schedule: IdleScheduler = whenIdle) {
  let next = 0;
  const work = (deadline?: IdleDeadline) => {
    do {
      each(items[next] as T);
      next += 1;
    } while (next < items.length && (deadline === undefined || deadline.timeRemaining() > 0));
    if (next < items.length) schedule(work);
  };
  if (items.length > 0) schedule(work);
}

function intersectionWatcher(onVisible: (element: Element) => void): VisibilityWatcher {
  // Without IntersectionObserver (jsdom, an old browser), hover and focus still prefetch.
  if (typeof IntersectionObserver === 'undefined') {
    const nothing = () => undefined;
    return { observe: nothing, unobserve: nothing, disconnect: nothing };
  }
  const observer = new IntersectionObserver((entries) => {
    const visible = entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target);
    // A link in view is a guess, not a request: its chunk loads when the page is idle, so the
    // header's and the page's links never compete with the first render (hover and focus do not wait).
    forEachWhenIdle(visible, onVisible);
  });
  return observer;
}

/**
 * Issue 16 "every other route loads on demand, prefetched when a link comes into view or is
 * hovered": imports the chunk of a link's route when the link comes into view, is hovered or
 * gets focus. Each importer runs once (a failed one may run again on the next link); links added
 * later (a menu opened, rows filled in) are watched as they appear. Links to other origins and
 * to routes without a chunk cost nothing. Returns the stop.
 */
export function startLinkPrefetch({
  document,
  importerFor,
  watchVisibility = intersectionWatcher,
}: LinkPrefetcherOptions): () => void {
  const view = document.defaultView;
  if (!view) return () => undefined;
  const started = new Set<Prefetch>();
  const origin = document.location?.origin;

  const prefetchLink = (link: Element) => {
    const href = link.getAttribute('href');
    if (href === null) return;
    let url: URL;
    try {
      url = new URL(href, document.baseURI);
    } catch {
      return;
    }
    if (url.origin !== origin) return;
    const importer = importerFor(url.pathname);
    if (!importer || started.has(importer)) return;
    started.add(importer);
    // A chunk that cannot load now is no error of the page: the navigation tries again.
    importer().catch(() => started.delete(importer));
  };

  const watcher = watchVisibility((element) => {
    watcher.unobserve(element);
    prefetchLink(element);
  });
  const watchLinksIn = (node: Node) => {
    if (!(node instanceof view.Element)) return;
    if (node.matches(LINKS)) watcher.observe(node);
    node.querySelectorAll(LINKS).forEach((link) => watcher.observe(link));
  };
  const onIntent = (event: Event) => {
    const target = event.target;
    if (!(target instanceof view.Element)) return;
    const link = target.closest(LINKS);
    if (link) prefetchLink(link);
  };

  watchLinksIn(document.body);
  const mutations = new view.MutationObserver((records) => {
    for (const record of records) record.addedNodes.forEach(watchLinksIn);
  });
  mutations.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);

  return () => {
    mutations.disconnect();
    watcher.disconnect();
    document.removeEventListener('pointerover', onIntent);
    document.removeEventListener('focusin', onIntent);
  };
}

/**
 * `startLinkPrefetch` for as long as the calling component is mounted (the app's router).
 * `importerFor` is read once: give a stable function.
 */
export function useLinkPrefetch(importerFor: LinkPrefetcherOptions['importerFor']): void {
  useEffect(() => startLinkPrefetch({ document, importerFor }), [importerFor]);
}
