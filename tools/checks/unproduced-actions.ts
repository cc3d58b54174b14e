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

export const unproducedActions: readonly UnproducedAction[] = [
  {
    action: 'coupon/hyperBonusReceived',
    reason: 'the hyper bonus is another issue: spec 02 shows no call that gives its percent and limits',
  },
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
