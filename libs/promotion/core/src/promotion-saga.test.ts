import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpError } from '@bet/request/testing';
import { loggedOut, sessionChecked } from '@bet/session';
import { inviteLinkOf } from './invite-link';
import { bringFriendOpened, promoCodeCheckRequested, promotionPageOpened } from './promotion-slice';
import {
  selectBringFriend,
  selectFriendRewardTotals,
  selectIsPromoCodeCheckAvailable,
  selectPromoCodeCheck,
  selectPromotionPage,
} from './selectors';
import {
  bringFriendFixture,
  createPromotionDeps,
  createPromotionHarness,
  invitedFriendFixture,
  promotionPageFixture,
} from './testing';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(Date.UTC(2026, 10, 1, 12));
});
afterEach(() => vi.useRealTimers());

const settle = () => vi.advanceTimersByTimeAsync(0);

function signedInHarness(answers: Parameters<typeof createPromotionDeps>[0] = {}) {
  const fake = createPromotionDeps(answers);
  const h = createPromotionHarness(fake.deps);
  h.store.dispatch(sessionChecked({ userId: 100500 }));
  return { ...fake, h };
}

describe('the invite link (spec 02 §9 "bf tag referral")', () => {
  it('is the home page in the player language with the code as bf_tag', () => {
    expect(inviteLinkOf('https://orbit.example/', 'en', 'f2ss')).toBe('https://orbit.example/en/?bf_tag=f2ss');
    expect(inviteLinkOf('http://localhost:3520', 'ru', 'a b')).toBe('http://localhost:3520/ru/?bf_tag=a+b');
  });
});

describe('bring a friend', () => {
  it('loads the code and the friends when the page opens; the rewards are summed per currency', async () => {
    const { h } = signedInHarness({
      getBringFriend: () =>
        bringFriendFixture({ friends: [invitedFriendFixture(), invitedFriendFixture({ rewardMinor: 250 })] }),
    });
    await settle();
    h.store.dispatch(bringFriendOpened());
    expect(selectBringFriend(h.store.getState()).status).toBe('pending');
    await settle();
    expect(selectBringFriend(h.store.getState()).data?.inviteCode).toBe('f2ss');
    expect(selectFriendRewardTotals(h.store.getState())).toEqual([{ iso: 'RUB', minor: 750 }]);
    h.task.cancel();
  });

  it('a failed load says so; a retry loads again', async () => {
    const { h, api } = signedInHarness({
      getBringFriend: () => {
        throw httpError(502);
      },
    });
    await settle();
    h.store.dispatch(bringFriendOpened());
    await settle();
    expect(selectBringFriend(h.store.getState()).status).toBe('failed');
    api.answer('getBringFriend', () => bringFriendFixture());
    h.store.dispatch(bringFriendOpened());
    await settle();
    expect(selectBringFriend(h.store.getState()).status).toBe('idle');
    h.task.cancel();
  });
});

describe('promotion (spec 01 §3 promoSetting.promoCodeCheckSection)', () => {
  it('loads the promotions and whether the promo code check is offered', async () => {
    const { h } = signedInHarness({
      getPromotionPage: () => promotionPageFixture({ promoCodeCheckSection: { isAvailable: false } }),
    });
    await settle();
    h.store.dispatch(promotionPageOpened());
    await settle();
    expect(selectPromotionPage(h.store.getState()).data?.promotions).toHaveLength(2);
    expect(selectIsPromoCodeCheckAvailable(h.store.getState())).toBe(false);
    h.task.cancel();
  });

  it('checks a code and shows what it gives; a failure is a failed check', async () => {
    const { h, api } = signedInHarness({
      checkPromoCode: ({ body }) => ({ state: 'valid', code: body.code, gives: '10% more', expiresAt: null }),
    });
    await settle();
    h.store.dispatch(promoCodeCheckRequested({ code: 'SPRING10' }));
    await settle();
    expect(selectPromoCodeCheck(h.store.getState())).toEqual({
      status: 'idle',
      result: { state: 'valid', code: 'SPRING10', gives: '10% more', expiresAt: null },
    });
    api.answer('checkPromoCode', () => {
      throw httpError(500);
    });
    h.store.dispatch(promoCodeCheckRequested({ code: 'SPRING10' }));
    await settle();
    expect(selectPromoCodeCheck(h.store.getState())).toEqual({ status: 'failed', result: null });
    h.task.cancel();
  });

  it('asks nothing for a visitor and drops everything at sign-out', async () => {
    const fake = createPromotionDeps({ getBringFriend: () => bringFriendFixture() });
    const h = createPromotionHarness(fake.deps);
    h.store.dispatch(sessionChecked({ userId: null }));
    h.store.dispatch(bringFriendOpened());
    await settle();
    expect(fake.api.calls).toHaveLength(0);
    h.store.dispatch(sessionChecked({ userId: 7 }));
    h.store.dispatch(bringFriendOpened());
    await settle();
    expect(selectBringFriend(h.store.getState()).data).not.toBeNull();
    h.store.dispatch(loggedOut());
    await settle();
    expect(selectBringFriend(h.store.getState()).data).toBeNull();
    h.task.cancel();
  });
});
