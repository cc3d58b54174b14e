import { MAINTENANCE_COOKIE_ON, type Maintenance } from '@bet/contract';
import { RUSSIAN_MAINTENANCE_TEXT_LANGUAGES } from './constants';

export interface MaintenanceInput {
  /** The maintenance cookie's value, if any. */
  cookie: string | undefined;
  /** The last maintenance state read; null before the first answer. */
  maintenance: Maintenance | null;
  /** Spec 02 §8 "Failed block check sets maintenance after retries". */
  blockCheckFailed: boolean;
  /** Unix ms. */
  now: number;
}

function within(now: number, from: number | null, to: number | null): boolean {
  return from !== null && to !== null && now >= from && now < to;
}

/**
 * Spec 01 §4 / 02 §4 Maintenance: active if the maintenance cookie equals 1, the config flag
 * (the payload's isActive) is set, or web_state is set; or (the other reading) now lies between
 * start and finish. A failed block check also sets it (spec 02 §8). The window is half-open:
 * at the finish moment maintenance is over.
 */
export function isMaintenanceActive({ cookie, maintenance, blockCheckFailed, now }: MaintenanceInput): boolean {
  if (cookie === MAINTENANCE_COOKIE_ON || blockCheckFailed) return true;
  if (!maintenance) return false;
  return maintenance.isActive || maintenance.webState || within(now, maintenance.startAt, maintenance.finishAt);
}

/**
 * Spec 01 §4 "Notice shows only if notify start passed and notify end not". Both moments are
 * needed: without them there is nothing to announce.
 */
export function isNoticeVisible(maintenance: Maintenance | null, now: number): boolean {
  return maintenance !== null && within(now, maintenance.notifyStartAt, maintenance.notifyEndAt);
}

/** Spec 02 §8 Texts: the maintenance text is Russian for az, kz, ua, ru, otherwise English. */
export function maintenanceTextLanguage(language: string | null | undefined): 'ru' | 'en' {
  return language && RUSSIAN_MAINTENANCE_TEXT_LANGUAGES.includes(language.toLowerCase()) ? 'ru' : 'en';
}

/** The next moment after `now` at which the rules above may change their answer; null if none. */
export function nextMaintenanceMoment(maintenance: Maintenance | null, now: number): number | null {
  if (!maintenance) return null;
  const moments = [maintenance.startAt, maintenance.finishAt, maintenance.notifyStartAt, maintenance.notifyEndAt];
  const ahead = moments.filter((moment): moment is number => moment !== null && moment > now);
  return ahead.length ? Math.min(...ahead) : null;
}
