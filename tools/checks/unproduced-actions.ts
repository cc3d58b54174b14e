/**
 * Actions a core library exports that nothing in the running app produces yet, each with why.
 * DESIGN.md: an event that nothing dispatches is a bug, so every entry here is a debt with a
 * reason, not a place to park one. tools/checks/action-producers.test.ts fails on an unproduced
 * action missing here, and on an entry that is produced by now or no longer exported.
 */
export interface UnproducedAction {
  /** The action type, e.g. `coupon/tabChosen`. */
  action: string;
  reason: string;
}

const couponConfigWork = 'wired by the coupon config work';

export const unproducedActions: readonly UnproducedAction[] = [
  { action: 'coupon/amountStepChanged', reason: couponConfigWork },
  { action: 'coupon/antiExpressCoefReceived', reason: couponConfigWork },
  { action: 'coupon/betBlockChosen', reason: couponConfigWork },
  { action: 'coupon/couponLoaded', reason: couponConfigWork },
  { action: 'coupon/dropOnScoreChangeToggled', reason: couponConfigWork },
  { action: 'coupon/exactCoefToggled', reason: couponConfigWork },
  { action: 'coupon/hyperBonusReceived', reason: couponConfigWork },
  { action: 'coupon/loadCouponInputChanged', reason: couponConfigWork },
  { action: 'coupon/settingsChanged', reason: couponConfigWork },
  { action: 'coupon/stakeByBlockChanged', reason: couponConfigWork },
  { action: 'coupon/tabChosen', reason: couponConfigWork },
  {
    action: 'notifications/groupCleared',
    reason:
      'no feature clears a whole group yet; the example the slice gives, maintenance ending, shows its notice outside the notification area',
  },
  {
    action: 'session/profileIdsReceived',
    reason:
      'spec 01 §3 lists lineProfileId and liveProfileId among the global settings, but no call of spec 02 returns them, so nothing receives them yet',
  },
];
