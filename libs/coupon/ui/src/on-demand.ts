/**
 * What the app loads on demand (issue 16), a chunk of its own: the coupon on its own page. Not
 * in the library's index: `loadCouponOnDemand`.
 */
export { CouponPage } from './connected/coupon-page';
