import { SLUG } from './define-route';
import type { RedirectDefinition } from './route-types';

/** Spec 01 §2: "user/forgotpassword redirects to home with query flag showForgotPasswordModal=1". */
export const FORGOT_PASSWORD_MODAL_PARAM = 'showForgotPasswordModal';

/**
 * Spec 01 §2 Promotions: "many legacy redirects to promotions/{slug}". The spec does not list
 * them; these are the old promotion addresses the site keeps alive (decision, see README).
 * Each old path leads to the promotion of the same slug unless written otherwise.
 */
export const LEGACY_PROMOTION_PATHS: readonly { readonly from: string; readonly slug: string }[] = [
  { from: 'welcome-bonus', slug: 'welcome-bonus' },
  { from: 'first-deposit-bonus', slug: 'first-deposit-bonus' },
  { from: 'express-of-the-day', slug: 'express-of-the-day' },
  { from: 'cashback', slug: 'cashback' },
  { from: 'birthday-bonus', slug: 'birthday-bonus' },
  { from: 'bet-insurance', slug: 'bet-insurance' },
  { from: 'freebet', slug: 'freebet' },
  { from: 'bonus/welcome', slug: 'welcome-bonus' },
  { from: 'bonus/express', slug: 'express-of-the-day' },
];

/**
 * Redirects checked before the route table. Legacy addresses are 301 (search engines should
 * forget them); user/forgotpassword is 302 because it is an action, not a moved page.
 */
export const REDIRECTS: readonly RedirectDefinition[] = [
  {
    id: 'forgotpassword',
    from: 'user/forgotpassword',
    to: '',
    status: 302,
    query: { [FORGOT_PASSWORD_MODAL_PARAM]: '1' },
  },
  // "user/coupon redirects to the language root"
  { id: 'user-coupon', from: 'user/coupon', to: '', status: 301 },
  // "lpage/{landingId} (redirects)" to the CMS landing.
  { id: 'lpage', from: 'lpage/:landingId', to: 'landing-page/:landingId', status: 301, params: { landingId: SLUG } },
  // Old promotion catalogue paths kept their slugs.
  { id: 'legacy-actions', from: 'actions/:slug', to: 'promotions/:slug', status: 301, params: { slug: SLUG } },
  ...LEGACY_PROMOTION_PATHS.map(({ from, slug }): RedirectDefinition => ({
    id: `legacy-${from.replace('/', '-')}`,
    from,
    to: `promotions/${slug}`,
    status: 301,
  })),
];
