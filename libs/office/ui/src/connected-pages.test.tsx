import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { coefViewChanged } from '@bet/coupon/state';
import { selectHistoryIsOpen } from '@bet/office';
import { couponRecordFixture, createOfficeHarness, wonSingleFixture } from '@bet/office/testing';
import { httpError, type FakeAnswer } from '@bet/request/testing';
import { StoreHarness } from '@bet/ui/testing';
import { BetHistoryPage } from './bet-history-page';
import { PrintCouponPage } from './print-coupon-page';

/** The pages on a real store running the office saga against a fake API. */
function mount(answers: Record<string, FakeAnswer>, page: ReactNode) {
  const harness = createOfficeHarness(answers);
  const view = render(<StoreHarness store={harness.store}>{page}</StoreHarness>);
  return { ...harness, view };
}

type Query = { query: { filter: string } };

describe('BetHistoryPage (connected)', () => {
  it('loads on open, follows the filter, and closes the history on unmount', async () => {
    const user = userEvent.setup();
    const h = mount(
      {
        getBetHistory: (options) =>
          (options as Query).query.filter === 'settled'
            ? { coupons: [wonSingleFixture({ couponId: '11' })], hasMore: false }
            : { coupons: [couponRecordFixture({ couponId: '12' })], hasMore: false },
      },
      <BetHistoryPage printHref={(id) => `/en/print-coupon/${id}`} />,
    );
    expect(await screen.findByRole('article', { name: 'Coupon № 12' })).toBeTruthy();
    expect(selectHistoryIsOpen(h.store.getState())).toBe(true);
    await user.click(screen.getByRole('tab', { name: 'Settled' }));
    const card = await screen.findByRole('article', { name: 'Coupon № 11' });
    expect(within(card).getByRole('link', { name: 'Print coupon № 11' }).getAttribute('href')).toBe(
      '/en/print-coupon/11',
    );
    expect(screen.queryByRole('article', { name: 'Coupon № 12' })).toBeNull();
    h.view.unmount();
    expect(selectHistoryIsOpen(h.store.getState())).toBe(false);
    h.task.cancel();
  });
});

describe('PrintCouponPage (connected)', () => {
  it('loads the coupon of its address and prints it', async () => {
    const user = userEvent.setup();
    const print = vi.fn();
    mount(
      { getCouponById: () => wonSingleFixture({ couponId: '77' }) },
      <PrintCouponPage couponId="77" print={print} />,
    );
    expect(screen.getByRole('status', { name: 'Loading the coupon' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Coupon № 77' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('retries after a failure', async () => {
    const user = userEvent.setup();
    let fail = true;
    const h = mount(
      {
        getCouponById: () => {
          if (fail) throw httpError(500);
          return wonSingleFixture({ couponId: '78' });
        },
      },
      <PrintCouponPage couponId="78" print={vi.fn()} />,
    );
    const alert = await screen.findByRole('alert');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Coupon № 78' })).toBeTruthy());
    expect(h.api.callsTo('getCouponById')).toHaveLength(2);
  });
});

describe("the player's odds format (spec 01 §3 coefViewId) on the office pages", () => {
  it('the history shows coefficients in it, and follows a change at once', async () => {
    const user = userEvent.setup();
    const h = mount(
      { getBetHistory: () => ({ coupons: [wonSingleFixture({ couponId: '21' })], hasMore: false }) },
      <BetHistoryPage />,
    );
    act(() => {
      h.store.dispatch(coefViewChanged({ appViewType: 0, coefViewId: 1 }));
    });
    const card = await screen.findByRole('article', { name: 'Coupon № 21' });
    // 1.85 as a fraction and in American (coupon-math.md "Odds formats").
    expect(within(card).getByText('17/20')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: /Show bets/ }));
    expect(within(within(card).getByRole('table')).getByText('17/20')).toBeTruthy();
    act(() => {
      h.store.dispatch(coefViewChanged({ appViewType: 0, coefViewId: 2 }));
    });
    expect(within(card).getAllByText('-117.65')).toHaveLength(2);
    h.task.cancel();
  });

  it('print-coupon shows them in it', async () => {
    const h = mount(
      { getCouponById: () => wonSingleFixture({ couponId: '22' }) },
      <PrintCouponPage couponId="22" print={vi.fn()} />,
    );
    act(() => {
      h.store.dispatch(coefViewChanged({ appViewType: 1, coefViewId: 5 }));
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Coupon № 22' })).toBeTruthy();
    expect(screen.getAllByText('0.85')).toHaveLength(2);
    h.task.cancel();
  });
});
