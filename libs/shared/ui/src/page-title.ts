import { useEffect, useSyncExternalStore } from 'react';

/**
 * The titles the pages shown ask for, the latest mounted last. One document has one title, so
 * this is module state, like document.title itself.
 */
const titles: { title: string }[] = [];
const listeners = new Set<() => void>();
let current: string | null = null;

function changed() {
  current = titles.at(-1)?.title ?? null;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A page's own title ("Football", "Contacts"). The site's head manager (`usePageTitleValue`)
 * combines it with the page's SEO data and the company name; where none is mounted (a story, a
 * test) the title is written to the document as it is.
 */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return undefined;
    const entry = { title };
    titles.push(entry);
    if (listeners.size === 0) document.title = title;
    changed();
    return () => {
      titles.splice(titles.indexOf(entry), 1);
      changed();
    };
  }, [title]);
}

/** The title the page shown asks for, or null: what the head manager reads. */
export function usePageTitleValue(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
