import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@bet/notifications';
import { httpError } from '@bet/request/testing';
import { loggedOut } from '@bet/session';
import { bonusMoneyCredited } from './bonuses-events';
import {
  bonusPageOpened,
  cashbackClaimAnswered,
  cashbackClaimRequested,
  rewardExchangeAnswered,
  rewardExchangeRequested,
} from './bonuses-slice';
import { CASHBACK_SUCCESS_KEY } from './bonuses-saga';
import { selectBonusPage, selectCashbackClaim, selectExchangingReward } from './selectors';
import {
  bonusWagersFixture,
  cashbackFixture,
  createBonusesDeps,
  createBonusesHarness,
  pointsFixture,
  rewardsFixture,
} from './testing';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const settle = () => vi.advanceTimersByTimeAsync(0);

/** The payloads of one action creator's actions, in order. */
function payloadsOf<P>(
  h: { typesOf: (type: { type: string }) => unknown[] },
  creator: { type: string; match: (action: unknown) => action is { type: string; payload: P } },
): P[] {
  return h
    .typesOf(creator)
    .filter(creator.match)
    .map((action) => action.payload);
}

describe('loading a page (issue 12 bonuses, cashback, points, rewards)', () => {
  it('reads the page call when the page opens and keeps its answer', async () => {
    const { deps, api } = createBonusesDeps({
      getBonusWagers: () => bonusWagersFixture(),
      getCashback: ({ query }) => cashbackFixture({ kind: (query as { kind: 'vip' | 'premium' }).kind }),
      getPoints: () => pointsFixture(),
    });
    const h = createBonusesHarness(deps);
    h.store.dispatch(bonusPageOpened({ page: 'wagers' }));
    expect(selectBonusPage('wagers')(h.store.getState()).status).toBe('pending');
    await settle();
    expect(selectBonusPage('wagers')(h.store.getState())).toEqual({ status: 'done', data: bonusWagersFixture() });
    h.store.dispatch(bonusPageOpened({ page: 'premium' }));
    h.store.dispatch(bonusPageOpened({ page: 'points' }));
    await settle();
    expect(api.callsTo('getCashback')[0]?.query).toEqual({ kind: 'premium' });
    expect(selectBonusPage('premium')(h.store.getState()).data?.kind).toBe('premium');
    expect(selectBonusPage('points')(h.store.getState()).data?.balance).toBe(240);
    h.task.cancel();
  });

  it('says failed when the call fails, and drops everything at logout', async () => {
    const { deps, logger } = createBonusesDeps({
      getRewards: () => {
        throw httpError(500);
      },
      getPoints: () => pointsFixture(),
    });
    const h = createBonusesHarness(deps);
    h.store.dispatch(bonusPageOpened({ page: 'rewards' }));
    h.store.dispatch(bonusPageOpened({ page: 'points' }));
    await settle();
    expect(selectBonusPage('rewards')(h.store.getState()).status).toBe('failed');
    expect(logger.entries.length).toBeGreaterThan(0);
    h.store.dispatch(loggedOut());
    expect(selectBonusPage('points')(h.store.getState())).toEqual({ status: 'idle', data: null });
    h.task.cancel();
  });
});

describe('claims and exchanges (spec 02 §8 Office messages)', () => {
  it('claims cashback once per press with a request id, shows the success key, refreshes balance and page', async () => {
    const { deps, api } = createBonusesDeps({
      claimCashback: () => ({ status: 1, messages: [], credited: 8_400 }),
      getCashback: () => cashbackFixture({ claimed: true, amount: 0 }),
    });
    const h = createBonusesHarness(deps);
    h.store.dispatch(cashbackClaimRequested({ kind: 'vip' }));
    h.store.dispatch(cashbackClaimRequested({ kind: 'vip' }));
    expect(selectCashbackClaim('vip')(h.store.getState())).toBe('pending');
    await settle();
    expect(api.callsTo('claimCashback')).toHaveLength(1);
    expect(api.callsTo('claimCashback')[0]?.body).toEqual({ kind: 'vip', requestId: 'request-1' });
    expect(payloadsOf(h, notify)[0]).toMatchObject({ tone: 'success', text: CASHBACK_SUCCESS_KEY });
    expect(payloadsOf(h, cashbackClaimAnswered)[0]).toEqual({ kind: 'vip', ok: true });
    expect(h.typesOf(bonusMoneyCredited)).toHaveLength(1);
    expect(selectBonusPage('vip')(h.store.getState()).data?.claimed).toBe(true);
    h.task.cancel();
  });

  it("shows the server's refusal first (priority 1) and moves no balance", async () => {
    const { deps } = createBonusesDeps({
      exchangeReward: () => ({ status: 2, messages: ['Not enough points'], balance: 40 }),
      getRewards: () => rewardsFixture(),
    });
    const h = createBonusesHarness(deps);
    h.store.dispatch(bonusPageOpened({ page: 'rewards' }));
    await settle();
    h.store.dispatch(rewardExchangeRequested({ rewardId: 'cash-small' }));
    expect(selectExchangingReward(h.store.getState())).toBe('cash-small');
    await settle();
    expect(payloadsOf(h, notify)[0]).toMatchObject({ tone: 'error', text: 'Not enough points', priority: 1 });
    expect(payloadsOf(h, rewardExchangeAnswered)[0]).toEqual({ rewardId: 'cash-small', ok: false, balance: 40 });
    expect(selectBonusPage('rewards')(h.store.getState()).data?.balance).toBe(40);
    expect(selectExchangingReward(h.store.getState())).toBeNull();
    expect(h.typesOf(bonusMoneyCredited)).toHaveLength(0);
    h.task.cancel();
  });

  it('shows main_query_error when the exchange call fails, keeping the balance', async () => {
    const { deps } = createBonusesDeps({
      exchangeReward: () => {
        throw httpError(503);
      },
    });
    const h = createBonusesHarness(deps);
    h.store.dispatch(rewardExchangeRequested({ rewardId: 'cash-small' }));
    await settle();
    expect(payloadsOf(h, notify)[0]).toMatchObject({ tone: 'error', text: 'main_query_error' });
    expect(payloadsOf(h, rewardExchangeAnswered)[0]).toEqual({ rewardId: 'cash-small', ok: false, balance: null });
    h.task.cancel();
  });
});
