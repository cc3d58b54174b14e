import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import {
  formatDate,
  formatDateTime,
  formatDayLabel,
  formatDayMonthTime,
  formatTime,
  isoMoment,
  selectPlayerZone,
  type PlayerZone,
  type WithTimeSettings,
} from '@bet/time-settings';

/** The formatters of @bet/time-settings bound to the player's zone, clock and page language; moments in epoch ms. */
export interface PlayerTime {
  readonly zone: PlayerZone;
  /** "18:30" or "6:30 PM". */
  time(ms: number): string;
  /** "24.11.2026". */
  date(ms: number): string;
  /** "24.11.2026 18:30". */
  dateTime(ms: number): string;
  /** "24.11, 18:30": a game's start. */
  dayMonthTime(ms: number): string;
  /** "Tue, 24 Nov". */
  dayLabel(ms: number): string;
  /** ISO 8601 for `<time dateTime>`. */
  iso(ms: number): string;
}

export function playerTimeOf(zone: PlayerZone, language: string): PlayerTime {
  return {
    zone,
    time: (ms) => formatTime(ms, zone, language),
    date: (ms) => formatDate(ms, zone),
    dateTime: (ms) => formatDateTime(ms, zone, language),
    dayMonthTime: (ms) => formatDayMonthTime(ms, zone, language),
    dayLabel: (ms) => formatDayLabel(ms, zone, language),
    iso: isoMoment,
  };
}

/**
 * The one way a component shows a time or a date (issue 12): the player's zone and clock from
 * the store (UTC+3 and 24 h where the store has no time settings: spec 02 §9), re-rendering
 * when the player changes them.
 */
export function usePlayerTime(): PlayerTime {
  const zone = useSelector((state: WithTimeSettings) => selectPlayerZone(state));
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => playerTimeOf(zone, language), [zone, language]);
}
