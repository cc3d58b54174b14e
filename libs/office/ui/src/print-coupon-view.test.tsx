import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { wonSingleFixture } from '@bet/office/testing';
import { I18nHarness } from '@bet/ui/testing';
import { PrintCouponView, type PrintCouponViewProps } from './print-coupon-view';

function show(overrides: Partial<PrintCouponViewProps> = {}) {
  const props: PrintCouponViewProps = {
    language: 'en',
    status: 'idle',
    problem: null,
    coupon: wonSingleFixture(),
    onPrint: vi.fn(),
    onRetry: vi.fn(),
    ...overrides,
  };
  render(
    <I18nHarness>
      <PrintCouponView {...props} />
    </I18nHarness>,
  );
  return props;
}

describe('PrintCouponView', () => {
  it('shows the coupon with every leg and prints on request', async () => {
    const user = userEvent.setup();
    const props = show();
    expect(screen.getByRole('heading', { level: 1, name: 'Coupon № 1000001' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Bets of coupon № 1000001' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Show bets/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(props.onPrint).toHaveBeenCalledOnce();
  });

  it('shows loading until the coupon arrives', () => {
    show({ status: 'pending', coupon: null });
    expect(screen.getByRole('status', { name: 'Loading the coupon' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  });

  it('says when the coupon is not the player’s, or needs a sign-in, without a retry', () => {
    show({ status: 'failed', problem: 'not_found', coupon: null });
    expect(screen.getByRole('alert').textContent).toBe('There is no such coupon among your bets.');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('asks a visitor to sign in', () => {
    show({ status: 'failed', problem: 'unauthorized', coupon: null });
    expect(screen.getByRole('alert').textContent).toBe('Sign in to see this coupon.');
  });

  it('offers a retry for other failures', async () => {
    const user = userEvent.setup();
    const props = show({ status: 'failed', problem: 'failed', coupon: null });
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(props.onRetry).toHaveBeenCalledOnce();
  });
});
