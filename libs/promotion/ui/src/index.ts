import type * as OnDemand from './on-demand';
// Public API of @bet/promotion-ui: issue 12 office pages `promotion` and `bringfriend` (README).
export { InviteLink, type InviteLinkProps } from './invite-link';
export { FriendsTable, type FriendsTableProps } from './friends-table';
export { PromotionList, type PromotionListProps } from './promotion-list';
export { PromoCodeCheck, type PromoCodeCheckProps } from './promo-code-check';
// Loaded on demand: the pages, a chunk of their own (on-demand.ts).
export type PromotionOnDemand = typeof OnDemand;
export const loadPromotionOnDemand = (): Promise<PromotionOnDemand> => import('./on-demand');
