import { render } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createManualIntersection } from './manual-intersection';
import { NearGroupContext, useNearGroup } from './near-group';
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

function Group({ rows }: { rows: number }) {
  const { ref, group } = useNearGroup<HTMLDivElement>();
  return (
    <div ref={ref} data-testid="group">
      <NearGroupContext.Provider value={group}>
        {Array.from({ length: rows }, (_, i) => (
          <Row key={i} shown />
        ))}
      </NearGroupContext.Provider>
    </div>
  );
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

  describe('in a group (issue 16: a thousand resting rows are not a thousand observed elements)', () => {
    const watchedBy = (row: Element) => [ENTER, LEAVE].filter((margin) => observers.get(margin)?.targets.has(row));

    it('a resting row watches on its own only while its group is within a screen', () => {
      const { getByTestId, getAllByTestId, unmount } = render(<Group rows={2} />);
      const group = getByTestId('group');
      const [first, second] = getAllByTestId('row') as [HTMLElement, HTMLElement];
      // Both on screen at first (jsdom's zero boxes); the second then leaves and rests.
      cross(LEAVE, second, false);
      expect(second.dataset['near']).toBe('false');
      // The group's place is not known yet: the resting row waits.
      expect(watchedBy(second)).toEqual([]);
      cross(ENTER, group, true);
      expect(watchedBy(second)).toEqual([ENTER]);
      cross(ENTER, group, false);
      expect(watchedBy(second)).toEqual([]);
      // A near row keeps watching to leave, whatever its group does.
      expect(watchedBy(first)).toEqual([LEAVE]);
      cross(ENTER, group, true);
      cross(ENTER, second, true);
      expect(second.dataset['near']).toBe('true');
      expect(watchedBy(second)).toEqual([LEAVE]);
      unmount();
      expect(watchedBy(first)).toEqual([]);
      expect(watchedBy(second)).toEqual([]);
      expect(observers.get(ENTER)?.targets.has(group)).toBe(false);
    });

    it('a row that rests while its group is near watches to enter at once', () => {
      const { getByTestId, getAllByTestId } = render(<Group rows={1} />);
      cross(ENTER, getByTestId('group'), true);
      const [row] = getAllByTestId('row') as [HTMLElement];
      cross(LEAVE, row, false);
      expect(watchedBy(row)).toEqual([ENTER]);
    });
  });
});
