import { render } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createManualIntersection } from './manual-intersection';
import { useNearViewport } from './use-near-viewport';

const { IntersectionObserver, observers, cross } = createManualIntersection(48);

const ENTER = '100% 0px';
const LEAVE = '200% 0px';

function Row({ shown }: { shown: boolean }) {
  const { ref, near, restingHeight } = useNearViewport<HTMLDivElement>();
  return shown ? (
    <div ref={ref} data-testid="row" data-near={String(near)} data-height={String(restingHeight)} />
  ) : null;
}

describe('useNearViewport (rows far from the viewport rest, issue 6 performance)', () => {
  beforeAll(() => vi.stubGlobal('IntersectionObserver', IntersectionObserver));
  afterAll(() => vi.unstubAllGlobals());

  it('is near at once when attached on screen, rests beyond two screens only, and comes back within one', () => {
    const { getByTestId } = render(<Row shown />);
    const row = getByTestId('row');
    // jsdom lays nothing out: a zero box at the top counts as on screen.
    expect(row.dataset['near']).toBe('true');
    cross(ENTER, row, false);
    expect(row.dataset['near']).toBe('true');
    cross(LEAVE, row, false);
    expect(row.dataset['near']).toBe('false');
    expect(row.dataset['height']).toBe('48');
    cross(ENTER, row, true);
    expect(row.dataset['near']).toBe('true');
  });

  it('observes the new element when a row renders nothing for a while and comes back', () => {
    const { getByTestId, rerender } = render(<Row shown />);
    const first = getByTestId('row');
    expect(observers.get(LEAVE)?.targets.has(first)).toBe(true);
    rerender(<Row shown={false} />);
    expect(observers.get(LEAVE)?.targets.has(first)).toBe(false);
    rerender(<Row shown />);
    const second = getByTestId('row');
    expect(second).not.toBe(first);
    expect(observers.get(LEAVE)?.targets.has(second)).toBe(true);
    cross(LEAVE, second, false);
    expect(second.dataset['near']).toBe('false');
  });

  it('watches with one observer at a time: to leave while near, to enter while resting (issue 16)', () => {
    const { getByTestId, unmount } = render(<Row shown />);
    const row = getByTestId('row');
    const watchedBy = () => [ENTER, LEAVE].filter((margin) => observers.get(margin)?.targets.has(row));
    expect(watchedBy()).toEqual([LEAVE]);
    cross(LEAVE, row, false);
    expect(watchedBy()).toEqual([ENTER]);
    cross(ENTER, row, true);
    expect(watchedBy()).toEqual([LEAVE]);
    unmount();
    expect(watchedBy()).toEqual([]);
  });

  it('a focused element does not rest', () => {
    const { getByTestId } = render(<Row shown />);
    const row = getByTestId('row');
    row.tabIndex = 0;
    row.focus();
    cross(LEAVE, row, false);
    expect(row.dataset['near']).toBe('true');
  });
});
