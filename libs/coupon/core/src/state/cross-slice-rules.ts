import { createNextState, type UnknownAction } from '@reduxjs/toolkit';
import { CouponType } from '../index.ts';
import { allBets, dismissBonusBets, removeAllBets } from './bets-slice.ts';
import { decideCoefChange } from './coef-change.ts';
import type { CouponState } from './coupon-state.ts';
import { typeFollowingBetCount } from './coupon-type-slice.ts';
import { oneClickClearConfirmed } from './panel-slice.ts';
import { placementSucceeded } from './placement-slice.ts';
import { clearReminder } from './reminder-slice.ts';
import { applySettings, oneClickToggleRequested, settingsChanged } from './settings-slice.ts';
import type { CouponSettings } from './types.ts';

/**
 * The coupon's rules that span two sub-slices, run after the sub-slices have taken an event
 * (the "reducer after combineReducers" pattern of the Redux docs). Each sub-slice knows only
 * its own concept; these are the few places where one concept's change decides another's.
 */

/** The patch an event makes to the one-click switch: the new value, or undefined when it leaves it alone. */
function oneClickPatch(prev: CouponSettings, action: UnknownAction): boolean | undefined {
  if (settingsChanged.match(action)) return action.payload.isActiveOneClick;
  if (oneClickToggleRequested.match(action)) return action.payload?.isActive ?? !prev.isActiveOneClick;
  return undefined;
}

/**
 * Spec 01 §4 One-click: switching on with bets in the coupon asks first (the switch stays off,
 * the rest of the change applies); confirming clears the bets (bonus bets among them are then
 * dismissed) and switches on; switching off drops the question.
 */
function oneClickSwitch(prev: CouponState, draft: CouponState, action: UnknownAction): void {
  if (oneClickClearConfirmed.match(action)) {
    if (prev.panel.oneClickConfirmation !== 'pending') return;
    dismissBonusBets(draft.bets, allBets(draft.bets));
    removeAllBets(draft.bets);
    draft.settings = applySettings(draft.settings, { isActiveOneClick: true });
    return;
  }
  const wanted = oneClickPatch(prev.settings, action);
  if (wanted === false) draft.panel.oneClickConfirmation = 'none';
  if (wanted === true && !prev.settings.isActiveOneClick && draft.settings.isActiveOneClick && draft.bets.ids.length) {
    const patch: Partial<CouponSettings> = settingsChanged.match(action) ? { ...action.payload } : {};
    delete patch.isActiveOneClick;
    draft.settings = applySettings(prev.settings, patch);
    draft.panel.oneClickConfirmation = 'pending';
  }
}

/** A placed coupon leaves the slip, unless the player fixed the coupon (settings isFixedCoupon). */
function placedBetsLeave(draft: CouponState, action: UnknownAction): void {
  if (placementSucceeded.match(action) && !draft.settings.isFixedCoupon) removeAllBets(draft.bets);
}

/**
 * Spec 01 §3 changeCoefAction: a coefficient the line moved to waits in `pendingCoef`; the
 * policy accepts it (it becomes `market.coef`), drops it (back at the accepted figure) or keeps
 * it for the player. Runs when the bets or the policy change, so a new policy takes what it
 * accepts at once.
 */
function coefficientPolicy(draft: CouponState): void {
  for (const bet of allBets(draft.bets)) {
    if (bet.pendingCoef === null) continue;
    const decision = decideCoefChange(draft.settings.changeCoefAction, bet.market.coef, bet.pendingCoef);
    if (decision === 'confirm') continue;
    if (decision === 'accept') bet.market.coef = bet.pendingCoef;
    bet.pendingCoef = null;
  }
}

/**
 * What follows from the bets: the type follows the count; stakes and blocks of bets that left
 * go; an emptied coupon starts again from the initial stake; a reminder whose bet left or is
 * blocked is cleared (spec 01 §4 Coupon notification).
 */
function followBets(prev: CouponState, draft: CouponState): void {
  const count = draft.bets.ids.length;
  const typeId = typeFollowingBetCount(draft.type.typeId, count);
  if (typeId !== draft.type.typeId) draft.type.typeId = typeId;

  const ids = new Set(draft.bets.ids);
  for (const id of Object.keys(draft.stake.amountByBetId)) if (!ids.has(id)) delete draft.stake.amountByBetId[id];
  const blocks = new Set(allBets(draft.bets).map((bet) => String(bet.blockId)));
  for (const id of Object.keys(draft.stake.amountByBlockId))
    if (!blocks.has(id)) delete draft.stake.amountByBlockId[id];
  if (prev.bets.ids.length > 0 && count === 0 && draft.stake.amount !== draft.stake.initialAmount) {
    draft.stake.amount = draft.stake.initialAmount;
  }

  const record = draft.reminder.record;
  if (record) {
    const bet = draft.bets.entities[record.id];
    if (!bet || bet.isBlocked) clearReminder(draft.reminder);
  }
}

/**
 * Conditional (type 5): its blocks are the bets' blockIds. Choosing the type with the bets in
 * fewer than two blocks puts each bet in a block of its own, in coupon order (1, 2, ...), so the
 * coupon is valid as it stands; while it is conditional, a bet added without a block (0) gets a
 * new last block.
 */
function conditionalBlocks(prev: CouponState, draft: CouponState): void {
  if (draft.type.typeId !== CouponType.Conditional) return;
  const bets = allBets(draft.bets);
  const blocks = new Set(bets.map((bet) => bet.blockId));
  if (prev.type.typeId !== CouponType.Conditional && blocks.size < 2) {
    bets.forEach((bet, index) => {
      if (bet.blockId !== index + 1) bet.blockId = index + 1;
    });
  } else {
    let last = Math.max(0, ...bets.map((bet) => bet.blockId));
    for (const bet of bets) {
      if (bet.blockId === 0) {
        last += 1;
        bet.blockId = last;
      }
    }
  }
  const kept = new Set(bets.map((bet) => String(bet.blockId)));
  for (const id of Object.keys(draft.stake.amountByBlockId)) if (!kept.has(id)) delete draft.stake.amountByBlockId[id];
}

/** While auto max is on, the stake is the maximum (when one is known). */
function autoMax(draft: CouponState): void {
  const max = draft.config.maxBetAmount;
  if (draft.stake.isActiveAutoMax && max !== null && draft.stake.amount !== max) draft.stake.amount = max;
}

/** `prev` is the coupon before the event, `next` after the sub-slices took it. */
export function applyCrossSliceRules(prev: CouponState, next: CouponState, action: UnknownAction): CouponState {
  return createNextState(next, (draft) => {
    oneClickSwitch(prev, draft, action);
    placedBetsLeave(draft, action);
    // The invariants below only write where something is off, so a quiet event changes nothing.
    coefficientPolicy(draft);
    followBets(prev, draft);
    conditionalBlocks(prev, draft);
    autoMax(draft);
  });
}
