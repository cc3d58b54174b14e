/**
 * The player's clock (spec 01 §3 global settings `timeZone`, `is12h`): a fixed offset from UTC in
 * minutes and the 12/24-hour choice. Every time and date the site shows goes through it
 * (time-format.ts), and every "player's day" is a day of this offset (player-day.ts).
 */
export interface PlayerZone {
  /** Minutes ahead of UTC (UTC+3: 180, UTC−3:30: −210). */
  readonly offsetMinutes: number;
  /** True: "6:30 PM"; false: "18:30". */
  readonly is12h: boolean;
}

/** Spec 02 §9 "default time zone 3": UTC+3 hours. */
export const DEFAULT_ZONE_OFFSET_MINUTES = 180;

export const DEFAULT_PLAYER_ZONE: PlayerZone = { offsetMinutes: DEFAULT_ZONE_OFFSET_MINUTES, is12h: false };

/** The offsets a player may choose (ours; spec: not shown): whole and half hours from UTC−12 to UTC+14. */
export const ZONE_OFFSETS_MINUTES: readonly number[] = Array.from(
  { length: (14 + 12) * 2 + 1 },
  (_, i) => -720 + i * 30,
);

/** Whether a number of minutes is one of the offered offsets. */
export function isZoneOffset(minutes: number): boolean {
  return Number.isInteger(minutes) && minutes % 30 === 0 && minutes >= -720 && minutes <= 840;
}

/**
 * The offered offset nearest to `minutes` (a device in UTC+5:45 gets UTC+5:30; one past the
 * range gets its end). Ties go up, so the result is always an offered offset.
 */
export function nearestZoneOffset(minutes: number): number {
  if (!Number.isFinite(minutes)) return DEFAULT_ZONE_OFFSET_MINUTES;
  const rounded = Math.floor(minutes / 30 + 0.5) * 30;
  return Math.min(840, Math.max(-720, rounded));
}

/** "UTC+03:00", "UTC−03:30", "UTC+00:00": the name an offset is shown and announced by. */
export function zoneOffsetLabel(minutes: number): string {
  const sign = minutes < 0 ? '−' : '+';
  const whole = Math.abs(minutes);
  const hours = String(Math.floor(whole / 60)).padStart(2, '0');
  const rest = String(whole % 60).padStart(2, '0');
  return `UTC${sign}${hours}:${rest}`;
}
