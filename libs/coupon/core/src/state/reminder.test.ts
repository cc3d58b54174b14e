import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '@bet/platform/testing';
import { COUPON_REMINDER_STORAGE_KEY, REMINDER_DELAY_LINE_MS, REMINDER_DELAY_LIVE_MS } from './constants.ts';
import { betRemoved } from './bets-slice.ts';
import { couponPageVisibilityChanged, quickCouponVisibilityChanged, reminderAlertClosed } from './reminder-slice.ts';
import { COUPON_ADD_BET_EVENT, COUPON_UPDATE_EVENT } from './event-bus.ts';
import { selectIsReminderAlertVisible } from './selectors.ts';
import { betPayload, startCoupon } from './testing.ts';

const START = Date.parse('2030-01-01T12:00:00Z');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

describe('the coupon reminder (spec 01 §4 Coupon notification, 02 §9)', () => {
  it('stores a record for a line bet due in 5 minutes and shows the alert then, once', async () => {
    const { bus, coupon, store, typesOf } = startCoupon();
    bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 1 }));
    expect(coupon().reminder.record).toEqual({ id: '1:1', timeToShow: START + REMINDER_DELAY_LINE_MS, isShown: false });

    await vi.advanceTimersByTimeAsync(REMINDER_DELAY_LINE_MS - 1);
    expect(selectIsReminderAlertVisible(store.getState())).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(selectIsReminderAlertVisible(store.getState())).toBe(true);
    expect(coupon().reminder.record?.isShown).toBe(true);

    store.dispatch(reminderAlertClosed());
    await vi.advanceTimersByTimeAsync(REMINDER_DELAY_LINE_MS * 3);
    expect(selectIsReminderAlertVisible(store.getState())).toBe(false);
    expect(typesOf('coupon/reminderDue')).toHaveLength(1);
  });

  it.each([
    ['its market is live', betPayload({ gameId: 1, isLive: true })],
    ['its game status is 2', betPayload({ gameId: 1, gameStatus: 2 })],
  ])('waits 30 s for a live bet (%s)', async (_, payload) => {
    const { bus, coupon, store } = startCoupon();
    bus.emit(COUPON_ADD_BET_EVENT, payload);
    expect(coupon().reminder.record?.timeToShow).toBe(START + REMINDER_DELAY_LIVE_MS);
    await vi.advanceTimersByTimeAsync(REMINDER_DELAY_LIVE_MS);
    expect(selectIsReminderAlertVisible(store.getState())).toBe(true);
  });

  it('does not count a finished game as live', () => {
    const { bus, coupon } = startCoupon();
    bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 1, isLive: true, gameStatus: 4 }));
    expect(coupon().reminder.record?.timeToShow).toBe(START + REMINDER_DELAY_LINE_MS);
  });

  it.each([
    ['on the coupon page', couponPageVisibilityChanged({ isVisible: true })],
    ['looking at the quick coupon', quickCouponVisibilityChanged({ isVisible: true })],
  ])('marks the record shown without an alert when the player is %s', async (_, visibility) => {
    const { bus, coupon, store } = startCoupon();
    bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 1, isLive: true }));
    store.dispatch(visibility);
    await vi.advanceTimersByTimeAsync(REMINDER_DELAY_LIVE_MS);
    expect(selectIsReminderAlertVisible(store.getState())).toBe(false);
    expect(coupon().reminder.record?.isShown).toBe(true);
  });

  it('hides the alert when the player opens the coupon', async () => {
    const { bus, store } = startCoupon();
    bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 1, isLive: true }));
    await vi.advanceTimersByTimeAsync(REMINDER_DELAY_LIVE_MS);
    store.dispatch(couponPageVisibilityChanged({ isVisible: true }));
    expect(selectIsReminderAlertVisible(store.getState())).toBe(false);
  });

  it('keeps the first record when more bets come', async () => {
    const { bus, coupon, store } = startCoupon();
    bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 1 }));
    await vi.advanceTimersByTimeAsync(60_000);
    bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 2, isLive: true }));
    expect(coupon().reminder.record).toMatchObject({ id: '1:1', timeToShow: START + REMINDER_DELAY_LINE_MS });
    await vi.advanceTimersByTimeAsync(REMINDER_DELAY_LINE_MS - 60_000);
    expect(selectIsReminderAlertVisible(store.getState())).toBe(true);
  });

  it('clears the record when its bet is removed, and never fires for it', async () => {
    const { bus, coupon, store, typesOf } = startCoupon();
    bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 1 }));
    await vi.advanceTimersByTimeAsync(1000);
    store.dispatch(betRemoved({ id: '1:1' }));
    expect(coupon().reminder.record).toBeNull();
    await vi.advanceTimersByTimeAsync(REMINDER_DELAY_LINE_MS * 2);
    expect(typesOf('coupon/reminderDue')).toEqual([]);
    expect(selectIsReminderAlertVisible(store.getState())).toBe(false);
  });

  it('clears the record when its bet is blocked, and starts again when it is unblocked', async () => {
    const { bus, coupon, store } = startCoupon();
    bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 1 }));
    await vi.advanceTimersByTimeAsync(10_000);
    bus.emit(COUPON_UPDATE_EVENT, { market: { id: 1, gameId: 1 }, isBlocked: true });
    expect(coupon().reminder.record).toBeNull();
    await vi.advanceTimersByTimeAsync(REMINDER_DELAY_LINE_MS);
    expect(selectIsReminderAlertVisible(store.getState())).toBe(false);

    bus.emit(COUPON_UPDATE_EVENT, { market: { id: 1, gameId: 1 }, isBlocked: false });
    expect(coupon().reminder.record).toEqual({
      id: '1:1',
      timeToShow: Date.now() + REMINDER_DELAY_LINE_MS,
      isShown: false,
    });
  });

  it('moves to another unblocked bet when the record is cleared', () => {
    const { bus, coupon, store } = startCoupon();
    bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 1 }));
    bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 2, isLive: true }));
    store.dispatch(betRemoved({ id: '1:1' }));
    expect(coupon().reminder.record).toMatchObject({ id: '2:1', timeToShow: START + REMINDER_DELAY_LIVE_MS });
  });

  it('stores no record while every bet is blocked', () => {
    const { bus, coupon } = startCoupon();
    bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 1, isBlocked: true }));
    expect(coupon().reminder.record).toBeNull();
  });

  it('keeps the record in session storage: a reload fires at the original time', async () => {
    const storage = createMemoryStorage();
    const sessionStorage = createMemoryStorage();
    const first = startCoupon({ storage, sessionStorage });
    first.bus.emit(COUPON_ADD_BET_EVENT, betPayload({ gameId: 1 }));
    expect(JSON.parse(sessionStorage.getItem(COUPON_REMINDER_STORAGE_KEY) ?? 'null')).toEqual({
      id: '1:1',
      timeToShow: START + REMINDER_DELAY_LINE_MS,
      isShown: false,
    });
    await vi.advanceTimersByTimeAsync(120_000);
    first.task.cancel();

    const second = startCoupon({ storage, sessionStorage });
    expect(second.coupon().reminder.record?.timeToShow).toBe(START + REMINDER_DELAY_LINE_MS);
    await vi.advanceTimersByTimeAsync(REMINDER_DELAY_LINE_MS - 120_000);
    expect(selectIsReminderAlertVisible(second.store.getState())).toBe(true);
  });

  it('ignores a malformed or orphaned session record', () => {
    const sessionStorage = createMemoryStorage({ [COUPON_REMINDER_STORAGE_KEY]: '{"id": 3}' });
    const { coupon, logger } = startCoupon({ sessionStorage });
    expect(coupon().reminder.record).toBeNull();
    expect(logger.entries).toContainEqual(expect.objectContaining({ message: expect.stringContaining('reminder') }));

    const orphan = createMemoryStorage({
      [COUPON_REMINDER_STORAGE_KEY]: JSON.stringify({ id: '9:9', timeToShow: START, isShown: false }),
    });
    expect(startCoupon({ sessionStorage: orphan }).coupon().reminder.record).toBeNull();
  });
});
