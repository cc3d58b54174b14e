import { NEW_SITE_MODAL_MEMORY_MS } from './constants';

export interface NewSiteModalInput {
  isEnabled: boolean;
  isSignedIn: boolean;
  /** Until when the modal is remembered as seen (epoch ms), or null. */
  seenUntil: number | null;
  now: number;
}

/** Spec 01 §4 "New-site modal: shown once to non-authorized users when enabled". */
export function isNewSiteModalDue({ isEnabled, isSignedIn, seenUntil, now }: NewSiteModalInput): boolean {
  return isEnabled && !isSignedIn && (seenUntil === null || seenUntil <= now);
}

/** Spec 02 §9: remembered 15768e7 ms (spec 01 §4 "stored about 5 years"). */
export function newSiteModalSeenUntil(now: number): number {
  return now + NEW_SITE_MODAL_MEMORY_MS;
}
