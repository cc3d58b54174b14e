import type { RedirectCheck } from '@bet/contract';
import { FOLLOW_REDIRECT_PARAM, REDIRECT_TRAIL_TTL_MS } from './constants';

/**
 * Spec 02 §4 "A redirect is followed only if valid": the check says redirect, and names an
 * http(s) address other than the current one. Returns the absolute target, or null.
 */
export function validRedirectTarget(answer: RedirectCheck, currentHref: string): string | null {
  if (!answer.redirect || !answer.url) return null;
  let target: URL;
  try {
    target = new URL(answer.url, currentHref);
  } catch {
    return null;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return null;
  return target.href === new URL(currentHref).href ? null : target.href;
}

/** Spec 02 §4 "only in production or with a query flag" (ours: followRedirect=1). */
export function mayFollowRedirects(isProduction: boolean, search: string): boolean {
  return isProduction || new URLSearchParams(search).get(FOLLOW_REDIRECT_PARAM) === '1';
}

/** An address this tab left by a redirect, and when. */
export interface TrailEntry {
  url: string;
  at: number;
}

/** The trail as kept in storage; anything unreadable or stale is dropped. */
export function readTrail(raw: string | null, now: number): TrailEntry[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is TrailEntry =>
        typeof entry?.url === 'string' && typeof entry?.at === 'number' && now - entry.at < REDIRECT_TRAIL_TTL_MS,
    );
  } catch {
    return [];
  }
}

/**
 * Spec 02 §4 "A cyclic redirect is detected and suppressed": going to `target` closes a loop
 * when this tab already left `target` by a redirect a moment ago.
 */
export function isCyclicRedirect(trail: readonly TrailEntry[], target: string): boolean {
  return trail.some((entry) => entry.url === target);
}
