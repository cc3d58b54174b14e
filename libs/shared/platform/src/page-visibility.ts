/**
 * Whether the page is shown: the Page Visibility API as a port. `createDocumentVisibility`
 * adapts `document`; tests drive `createManualVisibility` of the testing entry.
 */
export interface PageVisibilityPort {
  isVisible(): boolean;
  /** Calls the listener with each change; returns the unsubscribe function. */
  subscribe(listener: (visible: boolean) => void): () => void;
}

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
