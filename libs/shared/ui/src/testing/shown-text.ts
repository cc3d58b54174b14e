/**
 * What a player sees or hears of an element: its text and the accessible names and titles set
 * on it and its descendants (an icon button shows no text but is heard by its label).
 */
export function shownText(element: Element): string {
  const labels = [element, ...element.querySelectorAll('[aria-label], [title], [placeholder]')].flatMap((el) => [
    el.getAttribute('aria-label') ?? '',
    el.getAttribute('title') ?? '',
    el.getAttribute('placeholder') ?? '',
  ]);
  return [element.textContent ?? '', ...labels].join(' ');
}

/** Cyrillic letters: a Russian story's play checks the component's own texts came from the ru locale. */
export const CYRILLIC = /[А-Яа-яЁё]/;
