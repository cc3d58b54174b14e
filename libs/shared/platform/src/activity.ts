/** Player input as a port: the inactivity logoff (spec 01 §4) listens to it. */
export interface ActivitySource {
  /** Calls the listener on each input event; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** The events that count as a player being there. Scrolling counts; a focused idle tab does not. */
export const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

export function createDomActivitySource(
  target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>,
): ActivitySource {
  return {
    subscribe(listener) {
      const options: AddEventListenerOptions = { passive: true, capture: true };
      for (const type of ACTIVITY_EVENTS) target.addEventListener(type, listener, options);
      return () => {
        for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, listener, options);
      };
    },
  };
}
