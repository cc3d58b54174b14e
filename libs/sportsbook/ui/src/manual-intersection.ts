import { act } from '@testing-library/react';

interface ObserverRecord {
  callback: IntersectionObserverCallback;
  targets: Set<Element>;
}

/**
 * The browser's IntersectionObserver for tests, driven by hand (jsdom has none): one observer
 * per root margin (the latest made), and `cross` reports an element crossing that margin with
 * a box `boxHeight` tall, if that observer observes it. Install it with `vi.stubGlobal('IntersectionObserver', ...)`.
 */
export function createManualIntersection(boxHeight: number) {
  const observers = new Map<string, ObserverRecord>();
  class ManualIntersectionObserver {
    private readonly record: ObserverRecord;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.record = { callback, targets: new Set() };
      observers.set(options?.rootMargin ?? '0px', this.record);
    }
    observe = (target: Element) => this.record.targets.add(target);
    unobserve = (target: Element) => this.record.targets.delete(target);
    disconnect = () => this.record.targets.clear();
  }
  function cross(rootMargin: string, target: Element, isIntersecting: boolean) {
    act(() => {
      const entry = {
        target,
        isIntersecting,
        boundingClientRect: { height: boxHeight },
      } as unknown as IntersectionObserverEntry;
      // As in the browser, only an observer that observes the element hears of it.
      const record = observers.get(rootMargin);
      if (record?.targets.has(target)) record.callback([entry], {} as IntersectionObserver);
    });
  }
  return { IntersectionObserver: ManualIntersectionObserver, observers, cross };
}
