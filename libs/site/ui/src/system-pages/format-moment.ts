import { localeOf } from '@bet/i18n';

/** A moment (Unix ms) as a short date and time in `language`. */
export function formatMoment(moment: number, language: string): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'short', timeStyle: 'short' }).format(moment);
}
