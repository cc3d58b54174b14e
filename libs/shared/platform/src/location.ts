/** The address bar as a port: read the current URL, replace it without a reload. */
export interface LocationPort {
  /** The page's host name (spec 02 §7 "domain" of the analytics counters call). */
  hostname(): string;
  pathname(): string;
  search(): string;
  hash(): string;
  replace(url: string): void;
}

export function createBrowserLocation(win: Pick<Window, 'location' | 'history'>): LocationPort {
  return {
    hostname: () => win.location.hostname,
    pathname: () => win.location.pathname,
    search: () => win.location.search,
    hash: () => win.location.hash,
    replace: (url) => win.history.replaceState(win.history.state, '', url),
  };
}
