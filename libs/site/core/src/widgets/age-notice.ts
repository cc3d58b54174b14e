import type { AgeRestrictionSettings } from '@bet/contract';
import { AGE_ACKNOWLEDGEMENT_MS } from './constants';

export interface AgeNoticeInput {
  /** Site config minAge: "an age setting exists" when it is above 0. */
  minAge: number | null | undefined;
  /** The `age_restriction` group; null when it is missing or unreadable (then: off). */
  settings: AgeRestrictionSettings | null;
  /** The stored 3-day acknowledgement's end, epoch ms, or null. */
  acknowledgedUntil: number | null;
  /** An acknowledgement stored for this browser session. */
  acknowledgedThisSession: boolean;
  now: number;
}

/**
 * Spec 01 §5: "Age notice appears when an age setting exists, age-restriction is on and no
 * acknowledgement stored". Either kind of stored acknowledgement counts, whichever the
 * setting asks for now, so switching the setting does not ask a visitor who already answered.
 */
export function isAgeNoticeDue({
  minAge,
  settings,
  acknowledgedUntil,
  acknowledgedThisSession,
  now,
}: AgeNoticeInput): boolean {
  if (!minAge || minAge <= 0) return false;
  if (!settings?.isEnabled) return false;
  if (acknowledgedThisSession) return false;
  return acknowledgedUntil === null || acknowledgedUntil <= now;
}

/**
 * Spec 02 §9: the acknowledgement lasts 3 days (259200000 ms) in local storage, or the browser
 * session only, as the setting says.
 */
export function ageAcknowledgement(
  settings: AgeRestrictionSettings,
  now: number,
): { kind: 'days'; until: number } | { kind: 'session' } {
  return settings.acknowledgement === 'session'
    ? { kind: 'session' }
    : { kind: 'days', until: now + AGE_ACKNOWLEDGEMENT_MS };
}
