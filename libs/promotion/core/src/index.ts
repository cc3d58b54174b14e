// Public API of @bet/promotion: issue 12 office pages `promotion` and `bringfriend` (README).
export type { PromotionDeps } from './promotion-deps';
export {
  bringFriendFailed,
  bringFriendLoaded,
  bringFriendOpened,
  initialPromotionState,
  promoCodeCheckFailed,
  promoCodeChecked,
  promoCodeCheckRequested,
  promotionPageFailed,
  promotionPageLoaded,
  promotionPageOpened,
  promotionPlayerLeft,
  promotionReducer,
  promotionSlice,
  type LoadStatus,
  type PromotionState,
} from './promotion-slice';
export {
  selectBringFriend,
  selectFriendRewardTotals,
  selectIsPromoCodeCheckAvailable,
  selectPromoCodeCheck,
  selectPromotionPage,
  type WithPromotion,
} from './selectors';
export { inviteLinkOf } from './invite-link';
