import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CouponBet } from '@bet/coupon/state';
import { betPayload, couponBetOf } from '@bet/coupon/testing';
import { arsenalChelseaBet } from './connected/coupon-store-harness';
import { CouponBetItem, gameTitle } from './coupon-bet-item';
import { I18nHarness } from '@bet/ui/testing';

function renderItem(bet: CouponBet, props: Partial<Parameters<typeof CouponBetItem>[0]> = {}) {
  const onRemove = vi.fn();
  const onBankerToggle = vi.fn();
  const element = (next: CouponBet) => (
    <I18nHarness>
      <ul>
        <CouponBetItem bet={next} onRemove={onRemove} onBankerToggle={onBankerToggle} {...props} />
      </ul>
    </I18nHarness>
  );
  const view = render(element(bet));
  return { onRemove, onBankerToggle, rerender: (next: CouponBet) => view.rerender(element(next)) };
}

describe('CouponBetItem', () => {
  it('names the bet and its remove button by outcome and game; the button works from the keyboard', async () => {
    const { onRemove } = renderItem(couponBetOf(arsenalChelseaBet()));
    const item = screen.getByRole('listitem', { name: 'W1, Arsenal — Chelsea' });
    expect(item.textContent).toContain('1X2');
    within(item).getByRole('button', { name: 'Remove the bet W1, Arsenal — Chelsea' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onRemove).toHaveBeenCalledWith('9001:501');
  });

  it('shows which way an accepted coefficient moved, until it moves again', () => {
    const bet = couponBetOf(arsenalChelseaBet());
    const { rerender } = renderItem(bet);
    expect(screen.getByRole('listitem').textContent).not.toMatch(/rose|fell/);
    rerender({ ...bet, market: { ...bet.market, coef: 1.95 } });
    expect(screen.getByRole('listitem').textContent).toMatch(/1\.95 ▲ rose/);
    rerender({ ...bet, market: { ...bet.market, coef: 1.9 } });
    expect(screen.getByRole('listitem').textContent).toMatch(/1\.90 ▼ fell/);
  });

  it('shows a change waiting for the player as old → new', () => {
    renderItem(couponBetOf(arsenalChelseaBet(), { pendingCoef: 2 }));
    expect(screen.getByRole('listitem').textContent).toMatch(/1\.85\s*2\.00 ▲ rose/);
  });

  it('marks suspended and same-game bets (the latter only where bets combine)', () => {
    renderItem(couponBetOf(arsenalChelseaBet({ isBlocked: true })), { isCombined: false, isDepend: true });
    expect(screen.getByText('Suspended')).toBeTruthy();
    expect(screen.queryByText('Same game as another bet')).toBeNull();
  });

  it('offers the banker box only when asked, refused where the bet forbids it', async () => {
    const { onBankerToggle } = renderItem(couponBetOf(arsenalChelseaBet(), { isDisabledBanker: true }), {
      showBanker: true,
    });
    const box = screen.getByRole('checkbox', { name: 'Banker: W1' }) as HTMLInputElement;
    expect(box.disabled).toBe(true);
    await userEvent.click(box);
    expect(onBankerToggle).not.toHaveBeenCalled();
  });

  it('titles a game without teams by its championship or number', () => {
    const base = couponBetOf(betPayload({ gameId: 77 }));
    expect(gameTitle({ ...base, game: { ...base.game, names: { champ: 'Cup' } } })).toBe('Cup');
    expect(gameTitle({ ...base, game: { ...base.game, names: {}, number: null } })).toBe('77');
  });
});
