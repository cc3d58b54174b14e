import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NO_RANGE } from '@bet/office';
import { couponRecordFixture, systemCouponFixture, wonSingleFixture } from '@bet/office/testing';
import { BetHistoryView, type BetHistoryViewProps } from './bet-history-view';
import { I18nHarness } from '@bet/ui/testing';

const threeCoupons = [
  couponRecordFixture({ couponId: '3' }),
  wonSingleFixture({ couponId: '2' }),
  systemCouponFixture({ couponId: '1' }),
];

function show(overrides: Partial<BetHistoryViewProps> = {}) {
  const props: BetHistoryViewProps = {
    language: 'en',
    filter: 'all',
    range: NO_RANGE,
    rangeProblem: null,
    view: 'list',
    coupons: threeCoupons,
    loadMore: 'ready',
    onFilterChange: vi.fn(),
    onRangeChange: vi.fn(),
    onRetry: vi.fn(),
    onLoadMore: vi.fn(),
    ...overrides,
  };
  const rendered = render(
    <I18nHarness>
      <BetHistoryView {...props} />
    </I18nHarness>,
  );
  return { ...props, unmount: rendered.unmount };
}

describe('BetHistoryView', () => {
  it('has a heading, filter tabs and the coupons in order', () => {
    show();
    expect(screen.getByRole('heading', { level: 1, name: 'Bet history' })).toBeTruthy();
    const tabs = within(screen.getByRole('tablist', { name: 'Which bets' })).getAllByRole('tab');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('aria-selected')])).toEqual([
      ['All', 'true'],
      ['Open', 'false'],
      ['Settled', 'false'],
    ]);
    const list = within(screen.getByRole('tabpanel')).getByRole('list', { name: 'Coupons' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Coupon № 3', 'Coupon № 2', 'Coupon № 1']);
  });

  it('changes the filter by click and by arrow keys', async () => {
    const user = userEvent.setup();
    const props = show();
    await user.click(screen.getByRole('tab', { name: 'Settled' }));
    expect(props.onFilterChange).toHaveBeenLastCalledWith('settled');
    screen.getByRole('tab', { name: 'All' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(props.onFilterChange).toHaveBeenLastCalledWith('open');
  });

  it('sends the days typed in the range', async () => {
    const user = userEvent.setup();
    const props = show({ range: { from: '', to: '2026-11-23' } });
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    expect(props.onRangeChange).toHaveBeenLastCalledWith({ from: '2026-11-01', to: '2026-11-23' });
  });

  it('explains an invalid range at the start date and shows no list', () => {
    show({
      view: 'range_invalid',
      rangeProblem: 'from_after_to',
      range: { from: '2026-11-24', to: '2026-11-01' },
      coupons: [],
    });
    const from = screen.getByLabelText('From');
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The start date is after the end date.').id).toBe(from.getAttribute('aria-describedby'));
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows loading, then empty without "show more"', () => {
    const { unmount } = show({ view: 'loading', coupons: [], loadMore: 'hidden' });
    expect(screen.getByRole('status', { name: 'Loading bets' })).toBeTruthy();
    unmount();

    show({ view: 'empty', coupons: [], loadMore: 'hidden' });
    expect(screen.getByText('No bets here.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('offers a retry when the bets could not load', async () => {
    const user = userEvent.setup();
    const props = show({ view: 'failed', coupons: [], loadMore: 'hidden' });
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('The bets could not load.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(props.onRetry).toHaveBeenCalledOnce();
  });

  it('asks for more', async () => {
    const user = userEvent.setup();
    const props = show();
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    expect(props.onLoadMore).toHaveBeenCalledOnce();
  });

  it('marks "show more" busy while it runs', () => {
    show({ loadMore: 'pending' });
    expect(screen.getByRole('button', { name: 'Show more' }).getAttribute('aria-busy')).toBe('true');
  });

  it('explains a failed load more and keeps the button to try again', () => {
    show({ loadMore: 'failed' });
    expect(screen.getByRole('alert').textContent).toBe('More bets could not load. Try again.');
    expect(screen.getByRole('button', { name: 'Show more' })).toBeTruthy();
  });
});
