import type { RedirectCheck, SandboxFaults } from '@bet/contract';

/** The sandbox's one redirect rule, switched by the redirectTo and redirectCyclic faults. */
export interface RedirectRule {
  check(url: string): RedirectCheck;
}

const NO_REDIRECT: RedirectCheck = { redirect: false, code: 200, url: null, reasons: [], breadcrumbs: [] };

function parse(url: string, base?: string): URL | null {
  try {
    return new URL(url, base);
  } catch {
    return null;
  }
}

/**
 * Every address but the target is sent to `redirectTo` (302). The target's own check answers
 * no redirect, or, with `redirectCyclic`, a redirect back to the last address sent away: the
 * loop the client must detect and suppress (spec 02 §4 Redirect check). Addresses compare by
 * path only, so the query flag the client needs does not make two addresses differ.
 */
export function createRedirectRule(faults: () => Pick<SandboxFaults, 'redirectTo' | 'redirectCyclic'>): RedirectRule {
  let lastOrigin: string | null = null;
  return {
    check(url) {
      const { redirectTo, redirectCyclic } = faults();
      const here = parse(url);
      const target = redirectTo && here ? parse(redirectTo, here.origin) : null;
      if (!here || !target) return NO_REDIRECT;
      if (here.pathname !== target.pathname) {
        lastOrigin = here.href;
        return {
          redirect: true,
          code: 302,
          url: target.href,
          reasons: ['sandbox:redirectTo'],
          breadcrumbs: [here.href],
        };
      }
      if (redirectCyclic && lastOrigin) {
        return {
          redirect: true,
          code: 302,
          url: lastOrigin,
          reasons: ['sandbox:redirectCyclic'],
          breadcrumbs: [lastOrigin, here.href],
        };
      }
      return NO_REDIRECT;
    },
  };
}
