import type { ApiCall } from '@bet/contract';
import type { ApiError } from './api-error';

/**
 * What the request layer tells whoever listens, as facts. It knows no UI and no store: a feature
 * turns these into its own actions (the session's saga takes them through an eventChannel).
 */
export type RequestEvent =
  /** One attempt of a call went on the wire (a retry is another attempt). */
  | { type: 'requestStarted'; call: ApiCall }
  /** That attempt ended: answered, failed or cancelled. */
  | { type: 'requestEnded'; call: ApiCall }
  /** Spec 02 §4 "401: token refreshed": the refresh failed, once for all the calls that waited for it. */
  | { type: 'refreshFailed'; error: unknown }
  /** Spec 02 §4 "451 with exception_code 1": the terms must be confirmed; the call rejected. */
  | { type: 'termsRequired'; error: ApiError };

export type RequestEventListener = (event: RequestEvent) => void;

export interface RequestEvents {
  /** Calls the listener with every event from now on; the returned function stops it. */
  subscribe(listener: RequestEventListener): () => void;
}

export interface RequestEventSource extends RequestEvents {
  emit(event: RequestEvent): void;
}

/**
 * A plain listener list. A listener that throws does not break the call that emitted the event
 * nor the other listeners: its error is rethrown on its own, where the page reports it.
 */
export function createRequestEvents(): RequestEventSource {
  const listeners = new Set<RequestEventListener>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    emit(event) {
      for (const listener of [...listeners]) {
        try {
          listener(event);
        } catch (error) {
          queueMicrotask(() => {
            throw error;
          });
        }
      }
    },
  };
}
