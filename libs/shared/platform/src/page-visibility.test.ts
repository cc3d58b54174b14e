import { describe, expect, it } from 'vitest';
import { createDocumentVisibility } from './page-visibility';

/** A document stand-in: Node's EventTarget plus a settable visibilityState. */
function fakeDocument() {
  const target = new EventTarget();
  const doc = Object.assign(target, { visibilityState: 'visible' });
  const show = (state: 'visible' | 'hidden') => {
    doc.visibilityState = state;
    target.dispatchEvent(new Event('visibilitychange'));
  };
  return { doc, show };
}

describe('createDocumentVisibility', () => {
  it('reads visibilityState and reports each change until unsubscribed', () => {
    const { doc, show } = fakeDocument();
    const visibility = createDocumentVisibility(doc);
    const seen: boolean[] = [];
    const stop = visibility.subscribe((visible) => seen.push(visible));
    expect(visibility.isVisible()).toBe(true);
    show('hidden');
    expect(visibility.isVisible()).toBe(false);
    show('visible');
    stop();
    show('hidden');
    expect(seen).toEqual([false, true]);
  });
});
