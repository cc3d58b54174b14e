import type { CouponGame, CouponMarket } from './types.ts';

/** Names of the global bus events that feed the coupon (spec 02 §7 "Coupon events"). */
export const COUPON_ADD_BET_EVENT = 'couponAddBet';
export const COUPON_UPDATE_EVENT = 'couponUpdate';

export type CouponBusEventName = typeof COUPON_ADD_BET_EVENT | typeof COUPON_UPDATE_EVENT;

/**
 * The bet payload of `couponAddBet` and `couponUpdate` (spec 01 §3, 02 §7). Any page or
 * sub-app emits it; the coupon validates it before use, so a malformed one is logged and dropped.
 *
 * - `market`: the market (id, coef, sportId, typeId, isLive, kind, gameId, champId, names).
 * - `game`: names, scores, number, champId, sport names, menu section, cyberTypeId, plus the
 *   live facts (status, startTime, time, isLiveInLive, isFinished); missing ones default.
 * - `isSkipOneClick`: put the bet in the coupon even while one-click betting is on.
 * - `manualBlockId`: the block of a conditional coupon the player chose.
 * - `source`: where the bet comes from (`'bonus'` marks a bonus bet offered by the site).
 * - `pageType`: the page type it was picked on (home, topgame, champ, ...).
 * - `isBlocked`, `statusId`, `statisticId`, `playersDuel`, `isBannedExpress`,
 *   `isDisabledBanker`: the line's flags for the bet, when the emitter knows them.
 */
export interface CouponBetPayload {
  market: CouponMarket;
  game?: Partial<CouponGame>;
  isSkipOneClick?: boolean;
  manualBlockId?: number | null;
  source?: string | null;
  pageType?: string | null;
  isBlocked?: boolean;
  isBannedExpress?: boolean;
  isDisabledBanker?: boolean;
  statusId?: number;
  statisticId?: string | number | null;
  playersDuel?: boolean;
}

export type CouponBusListener = (payload: unknown) => void;

/**
 * The global event bus port. Payloads arrive as `unknown`: they cross an app boundary, so the
 * coupon checks them. `subscribe` returns the unsubscribe function.
 */
export interface CouponEventBus {
  subscribe(name: CouponBusEventName, listener: CouponBusListener): () => void;
  emit(name: CouponBusEventName, payload: CouponBetPayload | unknown): void;
}

/** A DOM-free bus: for tests, servers and apps that share one JS realm. */
export function createEventBus(): CouponEventBus {
  const listeners = new Map<CouponBusEventName, Set<CouponBusListener>>();
  return {
    subscribe(name, listener) {
      const set = listeners.get(name) ?? new Set<CouponBusListener>();
      listeners.set(name, set);
      set.add(listener);
      return () => void set.delete(listener);
    },
    emit(name, payload) {
      // A copy, so a listener that unsubscribes while running does not skip another.
      for (const listener of [...(listeners.get(name) ?? [])]) listener(payload);
    },
  };
}

/**
 * The bus over an `EventTarget` (the page's `window`): events are `CustomEvent`s named exactly
 * `couponAddBet` and `couponUpdate` with the payload in `detail`, so sub-apps that know nothing
 * of this library can feed the coupon with `window.dispatchEvent(new CustomEvent(...))`.
 */
export function createWindowEventBus(target: EventTarget): CouponEventBus {
  return {
    subscribe(name, listener) {
      const handler = (event: Event) => listener((event as CustomEvent<unknown>).detail);
      target.addEventListener(name, handler);
      return () => target.removeEventListener(name, handler);
    },
    emit(name, payload) {
      target.dispatchEvent(new CustomEvent(name, { detail: payload }));
    },
  };
}
