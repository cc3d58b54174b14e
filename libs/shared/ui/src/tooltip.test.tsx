import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';
import { Tooltip } from './tooltip';

function renderTooltip(delay?: number) {
  return render(
    <>
      <button type="button">Before</button>
      <Tooltip content="Odds went up from 1.80" delay={delay}>
        <button type="button" aria-describedby="help">
          2.10
        </button>
      </Tooltip>
      <p id="help">Home win</p>
    </>,
  );
}

const trigger = () => screen.getByRole('button', { name: '2.10' });

describe('Tooltip', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Testing Library advances fake timers after each event only under Jest's: hand it Vitest's.
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

  it('describes its trigger, shown or not, keeping the trigger’s own description', () => {
    renderTooltip();
    expect(screen.queryByRole('tooltip')).toBeNull();
    const ids = trigger().getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toEqual(['Home win', 'Odds went up from 1.80']);
  });

  it('shows on focus at once and hides when focus leaves', async () => {
    const user = setup();
    renderTooltip();
    await user.tab();
    await user.tab();
    expect(trigger()).toBe(document.activeElement);
    expect(screen.getByRole('tooltip').textContent).toBe('Odds went up from 1.80');
    await user.tab({ shift: true });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows after the pointer rests on the trigger, stays while the pointer is on it (WCAG 1.4.13 hoverable)', async () => {
    const user = setup();
    renderTooltip(300);
    await user.hover(trigger());
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(300));
    const tooltip = screen.getByRole('tooltip');

    await user.hover(tooltip);
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('tooltip')).toBeTruthy();

    await user.unhover(tooltip);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('does not show when the pointer only passes over', async () => {
    const user = setup();
    renderTooltip(300);
    await user.hover(trigger());
    act(() => vi.advanceTimersByTime(100));
    await user.unhover(trigger());
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('hides on Escape, focus staying on the trigger, and shows again on the next focus (dismissible)', async () => {
    const user = setup();
    renderTooltip();
    await user.tab();
    await user.tab();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(document.activeElement).toBe(trigger());

    await user.tab({ shift: true });
    await user.tab();
    expect(screen.getByRole('tooltip')).toBeTruthy();
  });

  it('takes Escape before a dialog around it, which stays open', async () => {
    const user = setup();
    const onClose = vi.fn();
    render(
      <Dialog open title="Bet" onClose={onClose}>
        <Tooltip content="Odds went up">
          <button type="button">2.10</button>
        </Tooltip>
      </Dialog>,
    );
    act(() => trigger().focus());
    expect(screen.getByRole('tooltip')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
