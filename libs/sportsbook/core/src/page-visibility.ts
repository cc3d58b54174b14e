import type { PageVisibilityPort } from './sportsbook-deps';

/** The part of `document` the port needs (no DOM global is touched here). */
export interface VisibilityDocument {
  readonly visibilityState: string;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
}

export function createDocumentVisibility(doc: VisibilityDocument): PageVisibilityPort {
  const isVisible = () => doc.visibilityState === 'visible';
  return {
    isVisible,
    subscribe(listener) {
      const onChange = () => listener(isVisible());
      doc.addEventListener('visibilitychange', onChange);
      return () => doc.removeEventListener('visibilitychange', onChange);
    },
  };
}

/** A visibility the test drives: `set(false)` hides the page. */
export function createManualVisibility(initial = true) {
  let visible = initial;
  const listeners = new Set<(visible: boolean) => void>();
  return {
    isVisible: () => visible,
    subscribe(listener: (visible: boolean) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    set(next: boolean) {
      if (next === visible) return;
      visible = next;
      for (const listener of listeners) listener(next);
    },
    get listenerCount() {
      return listeners.size;
    },
  };
}
