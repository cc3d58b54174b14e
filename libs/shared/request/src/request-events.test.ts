import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { createRequestEvents, type RequestEvent } from './request-events';

const terms: RequestEvent = {
  type: 'termsRequired',
  error: new ApiError({ kind: 'http', status: 451, message: 'Confirm the terms', exceptionCode: 1 }),
};

describe('createRequestEvents', () => {
  it('tells every listener until it unsubscribes', () => {
    const events = createRequestEvents();
    const first = vi.fn();
    const second = vi.fn();
    const stop = events.subscribe(first);
    events.subscribe(second);
    events.emit(terms);
    stop();
    events.emit({ type: 'refreshFailed', error: new Error('no session') });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('a listener that throws neither stops the others nor the emitter; its error is rethrown on its own', async () => {
    const events = createRequestEvents();
    const after = vi.fn();
    const thrown: unknown[] = [];
    const onError = (error: unknown) => thrown.push(error);
    process.on('uncaughtException', onError);
    try {
      events.subscribe(() => {
        throw new Error('listener bug');
      });
      events.subscribe(after);
      expect(() => events.emit(terms)).not.toThrow();
      expect(after).toHaveBeenCalledWith(terms);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(thrown).toEqual([new Error('listener bug')]);
    } finally {
      process.off('uncaughtException', onError);
    }
  });
});
