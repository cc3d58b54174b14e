import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CouponType } from '@bet/coupon';
import {
  betUpdated,
  couponConfigReceived,
  COUPON_STORAGE_KEY,
  oneClickClearConfirmed,
  placementRequested,
  stakeLimitsReceived,
  type CouponPayload,
} from '@bet/coupon/state';
import { placedAnswer } from '@bet/coupon/testing';
import { activeAccountChangeRequested } from '@bet/accounts';
import { ApiError } from '@bet/request';
import { selectAuthDialog, signInOpened } from '@bet/session';
import { StoreHarness } from '@bet/ui/testing';
import { CouponPage } from './coupon-page';
import { CouponPanel } from './coupon-panel';
import {
  arsenalChelseaBet,
  makeCouponUiStore,
  rubAccount,
  signedInSession,
  threeBets,
  type CouponUiStoreOptions,
} from './coupon-store-harness';

function renderPanel(options: CouponUiStoreOptions = {}, panel = <CouponPanel />) {
  const harness = makeCouponUiStore(options);
  render(<StoreHarness store={harness.store}>{panel}</StoreHarness>);
  const region = screen.getByRole('region', { name: 'Coupon' });
  return { ...harness, region, user: userEvent.setup() };
}

/** An accepted coupon as the contract's postCoupon answers it. */
const acceptedAnswer = placedAnswer({ typeId: 0, coef: 1.85, possibleWin: 18500, accountId: rubAccount.id });

/** A refusal (400) as the request layer throws it. */
function refusal(code: string, detail: string, extra: Record<string, unknown> = {}) {
  return new ApiError({
    kind: 'http',
    status: 400,
    message: detail,
    body: { errors: [{ code, detail }], statusCode: 400, ...extra },
  });
}

/** The text a screen reader reads after the name: the elements aria-describedby names. */
function description(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}

/** Intl puts a no-break space between the currency and the figure. */
const possibleWin = () => screen.getByTestId('possible-win').textContent?.replace(/\s/g, ' ');
const placeButton = () => screen.getByRole('button', { name: /Place the bet|Sign in to place the bet/ });

describe('CouponPanel: the coupon region', () => {
  it('is a region named by its heading, empty until a bet comes', () => {
    const { region } = renderPanel();
    expect(within(region).getByRole('heading', { level: 2, name: 'Coupon' })).toBeTruthy();
    expect(within(region).getByText(/The coupon is empty/)).toBeTruthy();
    expect(within(region).queryByRole('button', { name: /Place/ })).toBeNull();
  });

  it('lists each bet with game, market, outcome and coefficient, and removes one by its named button', async () => {
    const { region, user, store } = renderPanel({ bets: threeBets.slice(0, 2) });
    const list = within(region).getByRole('list', { name: 'Bets in the coupon' });
    const first = within(list).getByRole('listitem', { name: 'W1, Arsenal — Chelsea' });
    expect(first.textContent).toContain('1X2');
    expect(first.textContent).toContain('1.85');
    await user.click(within(region).getByRole('button', { name: 'Remove the bet W1, Arsenal — Chelsea' }));
    expect(store.getState().coupon.bets.ids).toEqual(['9002:502']);
    expect(within(region).queryByRole('listitem', { name: 'W1, Arsenal — Chelsea' })).toBeNull();
  });

  it('marks a suspended bet and says why the coupon cannot be placed', () => {
    const { region } = renderPanel({ session: signedInSession, bets: [arsenalChelseaBet({ isBlocked: true })] });
    expect(within(region).getByText('Suspended')).toBeTruthy();
    expect(placeButton().getAttribute('aria-disabled')).toBe('true');
    expect(within(region).getByText(/A bet is suspended/)).toBeTruthy();
  });
});

describe('CouponPanel: type and stake (engine figures)', () => {
  it('updates the possible win as the stake is typed', async () => {
    const { user } = renderPanel({ bets: [arsenalChelseaBet()] });
    const stake = screen.getByRole('textbox', { name: 'Stake' });
    await user.type(stake, '1');
    expect(possibleWin()).toBe('1.85');
    await user.type(stake, '0');
    expect(possibleWin()).toBe('18.50');
    await user.type(stake, '.5');
    expect(possibleWin()).toBe('19.42');
  });

  it('shows money in the account currency for a signed-in player', async () => {
    const { user } = renderPanel({ session: signedInSession, bets: [arsenalChelseaBet()] });
    await user.type(screen.getByRole('textbox', { name: 'Stake' }), '100');
    expect(possibleWin()).toBe('RUB 185.00');
  });

  it('offers only the types the bets allow and prices a system as it is chosen', async () => {
    const { user, store } = renderPanel({ bets: threeBets });
    const type = screen.getByRole('combobox', { name: 'Coupon type' });
    const offered = within(type)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(offered).toEqual([
      'Express',
      'System',
      'Chain',
      'Conditional bet',
      'Anti-express',
      'Lucky',
      'Patent',
      'Many singles',
    ]);
    await user.type(screen.getByRole('textbox', { name: 'Stake' }), '30');
    // Express: 30 × 1.85 × 2.1 × 1.5 = 174.825 → 174.82 (rounded down once).
    expect(possibleWin()).toBe('174.82');
    expect(screen.getByText('5.83')).toBeTruthy();

    await user.selectOptions(type, 'System');
    expect(store.getState().coupon.type.typeId).toBe(CouponType.System);
    const system = screen.getByRole('combobox', { name: 'System' });
    expect(within(system).getByRole('option', { name: '2 of 3 (3 variants)' })).toBeTruthy();
    // 2/3 at 30.00: 10.00 a line × (1.85·2.1 + 1.85·1.5 + 2.1·1.5) = 98.10.
    expect(possibleWin()).toBe('98.10');
  });

  it('takes a stake per bet for many singles', async () => {
    const { user, store } = renderPanel({ bets: threeBets.slice(0, 2) });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Coupon type' }), 'Many singles');
    expect(screen.queryByRole('textbox', { name: 'Stake' })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Stake on W1' }), '10');
    await user.type(screen.getByRole('textbox', { name: 'Stake on Over 2.5' }), '20');
    expect(store.getState().coupon.stake.amountByBetId).toEqual({ '9001:501': 1000, '9002:502': 2000 });
    expect(possibleWin()).toBe('60.50');
  });

  it('keeps an unreadable stake on screen with its message, and the place button says so', async () => {
    const { user, store } = renderPanel({ session: signedInSession, bets: [arsenalChelseaBet()] });
    const stake = screen.getByRole('textbox', { name: 'Stake' });
    await user.type(stake, '12');
    await user.type(stake, ',5,');
    expect((stake as HTMLInputElement).value).toBe('12,5,');
    expect(stake.getAttribute('aria-invalid')).toBe('true');
    const message = screen.getByText(/Enter the stake in digits with one decimal separator/);
    // The coupon keeps the last readable stake; nothing typed is lost.
    expect(store.getState().coupon.stake.amount).toBe(1250);
    const button = placeButton();
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-describedby')).toBe(message.id);
    await user.click(button);
    expect(store.getState().coupon.placement.status).toBe('idle');
  });

  it('says "Enter a stake" as the one reason the bet cannot be placed yet', () => {
    renderPanel({ session: signedInSession, bets: [arsenalChelseaBet()] });
    const button = placeButton();
    expect(button.getAttribute('aria-disabled')).toBe('true');
    const reason = screen.getByText('Enter a stake.');
    expect(button.getAttribute('aria-describedby')).toBe(reason.id);
  });

  it('shows the express bonus and the VIP switch only when the engine allows them (spec 01 §5)', async () => {
    const { user, store } = renderPanel({
      session: signedInSession,
      bets: threeBets,
      actions: [
        couponConfigReceived({ isBonusBetEnabled: true, isVipBetAllowed: true }),
        stakeLimitsReceived({ minBetAmount: 0, maxBetAmount: 5_000_000 }),
      ],
    });
    expect(screen.getByText('Express bonus').nextElementSibling?.textContent).toBe('×1.03');
    await user.click(screen.getByRole('checkbox', { name: 'VIP bet' }));
    expect(store.getState().coupon.stake.isActiveVipBet).toBe(true);
    // A live bet makes VIP unavailable; the switch stays while it is on, so it can be turned off.
    await user.click(screen.getByRole('checkbox', { name: 'VIP bet' }));
    store.dispatch(betUpdated({ id: '9001:501', changes: { market: { isLive: true } } }));
    await waitFor(() => expect(screen.queryByRole('checkbox', { name: 'VIP bet' })).toBeNull());
  });

  it('shows the minimum and maximum stake next to the stake field where they apply (spec 01 §5)', async () => {
    const { user } = renderPanel({
      session: signedInSession,
      bets: threeBets,
      actions: [couponConfigReceived({ minBetAmount: 1_000, maxBetAmount: 5_000_000, limitedTypeIds: [0, 1, 2] })],
    });
    const stake = screen.getByRole('textbox', { name: 'Stake' });
    expect(description(stake)).toMatch(/^Minimum RUB\s10\.00 · Maximum RUB\s50,000\.00$/);
    // A chain (type 3) is not among the limited types: no limits are shown for it.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Coupon type' }), 'Chain');
    expect(description(screen.getByRole('textbox', { name: 'Stake' }))).not.toMatch(/Minimum|Maximum/);
  });

  it('refuses a stake below the minimum before sending anything', async () => {
    const postCoupon = vi.fn(() => acceptedAnswer);
    const { user } = renderPanel({
      session: signedInSession,
      bets: [arsenalChelseaBet()],
      withSaga: true,
      postCoupon,
      actions: [couponConfigReceived({ minBetAmount: 1_000, maxBetAmount: 5_000_000, limitedTypeIds: [0, 1, 2] })],
    });
    await user.type(screen.getByRole('textbox', { name: 'Stake' }), '5');
    await user.click(placeButton());
    expect(description(placeButton())).toBe('The stake is below the minimum.');
    expect(postCoupon).not.toHaveBeenCalled();
  });

  it('marks system bankers in banker mode', async () => {
    const { user, store } = renderPanel({ bets: threeBets, actions: [] });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Coupon type' }), 'System');
    expect(screen.queryByRole('checkbox', { name: 'Banker: W1' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Use bankers' }));
    await user.click(screen.getByRole('checkbox', { name: 'Banker: W1' }));
    expect(store.getState().coupon.bets.entities['9001:501']?.isBanker).toBe(true);
  });
});

describe('CouponPanel: placing', () => {
  it('asks a visitor to sign in instead of placing', async () => {
    const { user, typesOf, store } = renderPanel({ bets: [arsenalChelseaBet()] });
    await user.click(screen.getByRole('button', { name: 'Sign in to place the bet' }));
    expect(typesOf(signInOpened.type)).toHaveLength(1);
    expect(selectAuthDialog(store.getState())).toBe('signIn');
    expect(typesOf(placementRequested.type)).toHaveLength(0);
  });

  it('places with the keyboard alone: stake, Enter, success with the coupon number', async () => {
    const postCoupon = vi.fn((options: { body?: unknown }) => ({
      ...acceptedAnswer,
      couponId: '123456',
      amount: (options.body as CouponPayload).amount,
    }));
    const { user, store, storage } = renderPanel({
      session: signedInSession,
      bets: [arsenalChelseaBet()],
      withSaga: true,
      postCoupon,
      attemptIds: ['attempt-0001'],
    });
    // Tab order: clear, type, the bet's remove button, then the stake.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Clear the coupon' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Coupon type' }));
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Stake' }));
    await user.keyboard('100{Enter}');

    const success = await screen.findByRole('heading', { name: 'Bet accepted' });
    expect(document.activeElement).toBe(success);
    expect(screen.getByText('Coupon № 123456')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Print the coupon' }).getAttribute('href')).toBe('/en/print-coupon/123456');
    expect(screen.getByRole('link', { name: 'Bet history' }).getAttribute('href')).toBe('/en/history');
    expect(postCoupon).toHaveBeenCalledTimes(1);
    expect(postCoupon.mock.calls[0]?.[0].body).toMatchObject({
      id: 'attempt-0001',
      amount: 10000,
      userId: 100000,
      typeId: 0,
    });

    // The placed bet is gone from the slip and from storage, so a reload cannot bring it back.
    expect(screen.queryByRole('listitem')).toBeNull();
    expect(store.getState().coupon.bets.ids).toEqual([]);
    expect(storage.getItem(COUPON_STORAGE_KEY)).toBeNull();
    const reloaded = makeCouponUiStore({ storage, withSaga: true });
    expect(reloaded.store.getState().coupon.bets.ids).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Make another bet' }));
    expect(screen.getByText(/The coupon is empty/)).toBeTruthy();
  });

  it('shows the coefficient change the server refused, and accepting it places the bet', async () => {
    let attempt = 0;
    const postCoupon = vi.fn((_options: { body?: unknown }) => {
      attempt += 1;
      // A coef_changed refusal: the coupon takes the new coefficient (its policy asks), the attempt fails.
      if (attempt === 1) {
        throw refusal('coef_changed', 'Coefficient changed', {
          changes: [{ marketId: 501, coef: 1.7, isBlocked: false }],
        });
      }
      return { ...acceptedAnswer, couponId: '777' };
    });
    const { user, store } = renderPanel({
      session: signedInSession,
      bets: [arsenalChelseaBet()],
      withSaga: true,
      postCoupon,
      attemptIds: ['attempt-a', 'attempt-b'],
    });
    await user.type(screen.getByRole('textbox', { name: 'Stake' }), '100');
    await user.click(placeButton());

    const prompt = await screen.findByRole('alert');
    expect(prompt.textContent).toContain('Coefficients have changed');
    expect(prompt.textContent).toContain('W1: 1.85 → 1.70');
    // The bet shows the move: the old figure struck through, the new one and "fell".
    expect(screen.getByRole('listitem', { name: 'W1, Arsenal — Chelsea' }).textContent).toMatch(/1\.85\s*1\.70 ▼ fell/);
    await user.click(within(prompt).getByRole('button', { name: 'Accept and place the bet' }));

    expect(await screen.findByText('Coupon № 777')).toBeTruthy();
    expect(postCoupon).toHaveBeenCalledTimes(2);
    const [first, second] = postCoupon.mock.calls.map(([options]) => options.body as CouponPayload);
    expect(first?.id).toBe('attempt-a');
    expect(second).toMatchObject({ id: 'attempt-b', bets: [{ coef: 1.7 }] });
    expect(store.getState().coupon.bets.ids).toEqual([]);
  });

  it('shows one message for a refusal and keeps everything entered', async () => {
    const { user, store } = renderPanel({
      session: signedInSession,
      bets: [arsenalChelseaBet()],
      withSaga: true,
      postCoupon: () => {
        throw refusal('insufficient_funds', 'Not enough money');
      },
    });
    const stake = screen.getByRole('textbox', { name: 'Stake' });
    await user.type(stake, '20000');
    await user.click(placeButton());
    expect(await screen.findByText('Not enough money on the account for this stake.')).toBeTruthy();
    expect((stake as HTMLInputElement).value).toBe('20000');
    expect(store.getState().coupon.bets.ids).toEqual(['9001:501']);
  });
});

describe('CouponPanel: one-click and settings', () => {
  it('asks before one-click clears the coupon (spec 01 §4 One-click)', async () => {
    const { user, store, typesOf } = renderPanel({ session: signedInSession, bets: [arsenalChelseaBet()] });
    await user.click(screen.getByText('Coupon settings'));
    await user.click(screen.getByRole('checkbox', { name: 'One-click bets' }));
    const dialog = screen.getByRole('dialog', { name: 'Turn on one-click bets?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(store.getState().coupon.settings.isActiveOneClick).toBe(false);
    expect(store.getState().coupon.bets.ids).toHaveLength(1);

    await user.click(screen.getByRole('checkbox', { name: 'One-click bets' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Turn on and clear' }));
    expect(typesOf(oneClickClearConfirmed.type)).toHaveLength(1);
    expect(store.getState().coupon.settings.isActiveOneClick).toBe(true);
    expect(store.getState().coupon.bets.ids).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'One-click stake' }), '50');
    expect(store.getState().coupon.settings.oneClickAmount).toBe(5000);
  });

  it('lets the player choose the coefficient-change policy (spec 01 §3 changeCoefAction)', async () => {
    const { user, store } = renderPanel({ session: signedInSession });
    await user.click(screen.getByText('Coupon settings'));
    const policy = screen.getByRole('combobox', { name: 'When a coefficient changes' });
    expect((policy as HTMLSelectElement).value).toBe('2');
    await user.selectOptions(policy, 'Always ask me');
    expect(store.getState().coupon.settings.changeCoefAction).toBe(0);
  });

  it('offers the account select only to a player with several accounts', async () => {
    const usd = {
      ...rubAccount,
      id: 5000001,
      iso: 'USD',
      label: 'Dollars',
      money: 2500,
      isActive: false,
      type: 9 as const,
    };
    const { user, typesOf } = renderPanel({
      session: signedInSession,
      accounts: [rubAccount, usd],
      bets: [arsenalChelseaBet()],
    });
    const select = screen.getByRole('combobox', { name: 'Account' });
    await user.selectOptions(select, '5000001');
    // The coupon places from the active account: the choice asks the accounts feature to make it active.
    expect(typesOf(activeAccountChangeRequested.type)).toEqual([activeAccountChangeRequested({ accountId: 5000001 })]);
  });
});

describe('CouponPage', () => {
  it('shows the coupon under a level-1 heading and tells the coupon state it is open', () => {
    const harness = makeCouponUiStore({ bets: [arsenalChelseaBet()] });
    const view = render(
      <StoreHarness store={harness.store}>
        <CouponPage />
        {/* The right column's copy steps aside while the page is open. */}
        <CouponPanel />
      </StoreHarness>,
    );
    expect(screen.getAllByRole('region', { name: 'Coupon' })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Coupon' })).toBeTruthy();
    expect(harness.store.getState().coupon.reminder.isCouponPageVisible).toBe(true);
    act(() => view.unmount());
    expect(harness.store.getState().coupon.reminder.isCouponPageVisible).toBe(false);
  });
});

describe('CouponPanel in Russian', () => {
  it('names the region and the controls in Russian', async () => {
    const harness = makeCouponUiStore({ language: 'ru', bets: [arsenalChelseaBet()] });
    render(
      <StoreHarness store={harness.store} language="ru">
        <CouponPanel />
      </StoreHarness>,
    );
    expect(screen.getByRole('region', { name: 'Купон' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Сумма ставки' })).toBeTruthy());
  });
});
