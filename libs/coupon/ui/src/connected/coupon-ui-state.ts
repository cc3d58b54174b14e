import type { WithCoupon } from '@bet/coupon/state';
import type { WithAccounts } from '@bet/accounts';
import type { WithSession } from '@bet/session';
import type { WithSite } from '@bet/site';

/** The root state the coupon's connected components read: the coupon and what it shows of the session, site and accounts. */
export type CouponUiState = WithCoupon & WithSession & WithSite & WithAccounts;
