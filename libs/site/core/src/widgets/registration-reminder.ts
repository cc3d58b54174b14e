import type { RegistrationReminderSettings } from '@bet/contract';
import { MS_PER_MINUTE, MS_PER_SECOND } from './constants';

/**
 * Spec 01 §4 "Registration reminder ... next allowed time stored as now + interval minutes, or
 * 0": 0 when the interval is 0, meaning no pause between reminders.
 */
export function nextReminderAllowedAt(now: number, settings: RegistrationReminderSettings): number {
  return settings.intervalMinutes > 0 ? now + settings.intervalMinutes * MS_PER_MINUTE : 0;
}

/**
 * When the reminder may open registration: `delay` seconds after it starts counting, and not
 * before the stored next allowed time (0 or none: no such limit).
 */
export function reminderDueAt(
  startedAt: number,
  settings: RegistrationReminderSettings,
  nextAllowedAt: number | null,
): number {
  return Math.max(startedAt + settings.delaySeconds * MS_PER_SECOND, nextAllowedAt ?? 0);
}
