/**
 * The promotion and bring-a-friend pages, a chunk of their own loaded on the first visit.
 * Not in the library's index: `loadPromotionOnDemand`.
 */
export { PromotionPage } from './connected/promotion-page';
export { BringFriendPage } from './connected/bring-friend-page';
