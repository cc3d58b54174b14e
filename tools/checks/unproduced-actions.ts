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

const conditionalCoupon =
  'conditional and anti-express coupons are another issue: the panel does not offer types 5 and 6 (the server prices them), so no block or price control exists yet';
const settingsControls =
  'the coupon settings controls (exact coefficient, drop on score change, stake step) are the settings page of another issue';

export const unproducedActions: readonly UnproducedAction[] = [
  { action: 'coupon/amountStepChanged', reason: settingsControls },
  { action: 'coupon/antiExpressCoefReceived', reason: conditionalCoupon },
  { action: 'coupon/betBlockChosen', reason: conditionalCoupon },
  { action: 'coupon/dropOnScoreChangeToggled', reason: settingsControls },
  { action: 'coupon/exactCoefToggled', reason: settingsControls },
  {
    action: 'coupon/hyperBonusReceived',
    reason: 'the hyper bonus is another issue: spec 02 shows no call that gives its percent and limits',
  },
  { action: 'coupon/settingsChanged', reason: settingsControls },
  { action: 'coupon/stakeByBlockChanged', reason: conditionalCoupon },
  {
    action: 'coupon/tabChosen',
    reason: 'the coupon tab "my bets" is another issue: the panel has one tab until the open bets move into it',
  },
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
