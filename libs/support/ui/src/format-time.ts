/** A message's time in the page's language: date and time, short. */
export function formatSentAt(sentAt: number, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(sentAt));
}

/** The key of a count's text: one, or more (ru uses one neutral form for both). */
export const countKey = <K extends string>(base: K, count: number) =>
  `${base}_${count === 1 ? 'single' : 'many'}` as const;
