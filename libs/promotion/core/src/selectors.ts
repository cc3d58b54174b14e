import { createSelector } from '@reduxjs/toolkit';
import type { PromotionState } from './promotion-slice';

/** The app mounts the reducer under `promotion`. */
export interface WithPromotion {
  promotion: PromotionState;
}

export const selectPromotionPage = (state: WithPromotion) => state.promotion.page;
export const selectPromoCodeCheck = (state: WithPromotion) => state.promotion.codeCheck;
export const selectBringFriend = (state: WithPromotion) => state.promotion.bringFriend;

/** Spec 01 §3 promoSetting.promoCodeCheckSection.isAvailable: the check is shown only when offered. */
export const selectIsPromoCodeCheckAvailable = (state: WithPromotion): boolean =>
  state.promotion.page.data?.promoCodeCheckSection.isAvailable ?? false;

/** What the invited friends brought, summed per currency (minor units). */
export const selectFriendRewardTotals = createSelector([selectBringFriend], (bringFriend) => {
  const totals = new Map<string, number>();
  for (const friend of bringFriend.data?.friends ?? [])
    totals.set(friend.iso, (totals.get(friend.iso) ?? 0) + friend.rewardMinor);
  return [...totals].map(([iso, minor]) => ({ iso, minor }));
});
