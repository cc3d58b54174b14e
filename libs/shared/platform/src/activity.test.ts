import { describe, expect, it, vi } from 'vitest';
import { ACTIVITY_EVENTS, createDomActivitySource } from './activity';

describe('createDomActivitySource', () => {
  it('reports every kind of player input until unsubscribed', () => {
    const target = new EventTarget();
    const listener = vi.fn();
    const unsubscribe = createDomActivitySource(target).subscribe(listener);
    for (const type of ACTIVITY_EVENTS) target.dispatchEvent(new Event(type));
    expect(listener).toHaveBeenCalledTimes(ACTIVITY_EVENTS.length);

    unsubscribe();
    target.dispatchEvent(new Event('keydown'));
    expect(listener).toHaveBeenCalledTimes(ACTIVITY_EVENTS.length);
  });
});
