import { useContext, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { ReactReduxContext } from 'react-redux';
import {
  formatDate,
  formatDateTime,
  formatDayLabel,
  formatDayMonthTime,
  formatTime,
  DEFAULT_PLAYER_ZONE,
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
  /** "Tue, Nov 24". */
  dayLabel(ms: number): string;
  /** ISO 8601 for `<time dateTime>`. */
  iso(ms: number): string;
}

export function playerTimeOf(zone: PlayerZone, language: string): PlayerTime {
  return {
    zone,
    time: (ms) => formatTime(ms, zone),
    date: (ms) => formatDate(ms, zone),
    dateTime: (ms) => formatDateTime(ms, zone),
    dayMonthTime: (ms) => formatDayMonthTime(ms, zone),
    dayLabel: (ms) => formatDayLabel(ms, zone, language),
    iso: isoMoment,
  };
}

const noSubscription = () => () => undefined;
const defaultZone = () => DEFAULT_PLAYER_ZONE;

/**
 * The one way a component shows a time or a date (issue 12): the player's zone and clock from
 * the store, re-rendering when the player changes them. Spec 02 §9's zone 3 on the 24-hour clock
 * where the store has no time settings, and where there is no store at all: a props-only
 * component keeps working in a story or a test without a Provider.
 */
export function usePlayerTime(): PlayerTime {
  const store = useContext(ReactReduxContext)?.store;
  const zone = useSyncExternalStore(
    store ? store.subscribe : noSubscription,
    store ? () => selectPlayerZone(store.getState() as WithTimeSettings) : defaultZone,
  );
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => playerTimeOf(zone, language), [zone, language]);
}
