import { DIGITS, routeBuilder, SLUG } from '../define-route';
import type { RouteDefinition, RouteMeta } from '../route-types';

const route = routeBuilder('account');

/**
 * Spec 01 §2 Account and office "(authentication required)"; office pages are private, so they
 * carry no SEO block (decision, see README).
 */
const OFFICE: RouteMeta = { auth: true, hide: ['seo'] };
/** Reachable in a ban (decision): the player can still see the account, history and get help. */
const OFFICE_IN_BAN: RouteMeta = { ...OFFICE, allowedInBan: true };
/** Money-in and reward pages are hidden in a ban and lead home (decision, spec 01 §4 Ban). */
const OFFICE_HIDDEN_IN_BAN: RouteMeta = { ...OFFICE, hiddenForBan: true };

export const ACCOUNT_ROUTES: readonly RouteDefinition[] = [
  route('account', 'account', { meta: OFFICE_IN_BAN }),
  route('history', 'history', { meta: OFFICE_IN_BAN }),
  route('historypay', 'historypay', { meta: OFFICE_IN_BAN }),
  route('recharge', 'recharge', { meta: OFFICE_HIDDEN_IN_BAN }),
  route('security', 'security', { meta: OFFICE_IN_BAN }),
  route('responsible', 'responsible', { meta: OFFICE_IN_BAN }),
  route('settings', 'settings', { meta: OFFICE_IN_BAN }),
  route('bonuses-deposit', 'bonuses/deposit', { meta: OFFICE_HIDDEN_IN_BAN }),
  route('bonuses-wager', 'bonuses/wager', { meta: OFFICE_HIDDEN_IN_BAN }),
  route('casino-vipcashback', 'casino/vipcashback', { meta: OFFICE_HIDDEN_IN_BAN }),
  route('casino-premiumcashback', 'casino/premiumcashback', { meta: OFFICE_HIDDEN_IN_BAN }),
  // Spec 01 §4 Ban: "withdrawal stays reachable only for ban level 53 (ban version 1) or 45".
  route('deduce', 'deduce', { meta: { ...OFFICE, allowedInBan: 'withdrawal' } }),
  route('promotion', 'promotion', { meta: OFFICE_HIDDEN_IN_BAN }),
  route('bringfriend', 'bringfriend', { meta: OFFICE_HIDDEN_IN_BAN }),
  route('support', 'support', { meta: OFFICE_IN_BAN }),
  route('manager', 'manager', { meta: OFFICE_IN_BAN }),
  route('rewards', 'rewards', { meta: OFFICE_HIDDEN_IN_BAN }),
  route('verification', 'verification', { meta: OFFICE_IN_BAN }),
  // Spec 01 §5: "Identification page needs the show-identification config flag."
  route('identification', 'identification', { meta: { ...OFFICE_IN_BAN, requiresConfig: ['showIdentification'] } }),
  route('share-idea', 'share-idea', { meta: OFFICE }),
  // "payment/requests and payment/create-request with topic, sub-topic and transaction sub-routes"
  route('payment-requests', 'payment/requests/:requestId?', { params: { requestId: DIGITS }, meta: OFFICE_IN_BAN }),
  route('payment-create-request', 'payment/create-request/:topicId?/:subTopicId?/:transactionId?', {
    params: { topicId: SLUG, subTopicId: SLUG, transactionId: SLUG },
    meta: OFFICE_IN_BAN,
  }),
  route('points', 'points', { meta: OFFICE_HIDDEN_IN_BAN }),
  // "block-appeal-history (blocked layout, authentication required)": the way out of a ban.
  route('block-appeal-history', 'block-appeal-history', { layout: 'blocked', meta: OFFICE_IN_BAN }),
  // Spec 01 §5: "Registration only when site is not a VIP domain and registration is allowed."
  route('registration', 'registration/:type?', {
    params: { type: { values: ['fast_reg', 'phone_reg', 'full_reg', 'soc_reg'] } },
    meta: { requiresConfig: ['registrationOpen'], hiddenForBan: true },
  }),
  // Spec 01 §6: "login is guest-only".
  route('login', 'user/login', { meta: { guestOnly: true, allowedInBan: true } }),
  // Spec 01 §2 Guards: "the app-auth route in account-middleware mode"; the spec names no path.
  route('app-auth', 'user/app-auth', {
    meta: { guestOnly: true, allowedInBan: true, requiresConfig: ['accountMiddlewareMode'] },
  }),
  // Spec 01 §4 Blocking reasons: "accountverify exempt".
  route('user-accountverify', 'user/accountverify', { meta: { allowedInBan: true, blockingExempt: true } }),
  // "user/activatefast or user/activate (parameter type)"
  route('user-activatefast', 'user/activatefast/:type?', { params: { type: SLUG }, meta: { allowedInBan: true } }),
  route('user-activate', 'user/activate/:type?', { params: { type: SLUG }, meta: { allowedInBan: true } }),
  route('user-passwordreset', 'user/passwordreset', { meta: { allowedInBan: true } }),
  route('user-stopnewsletter', 'user/stopnewsletter', { meta: { allowedInBan: true } }),
  // "socialregistration opens as a modal or page": this is the page.
  route('socialregistration', 'socialregistration', {
    meta: { requiresConfig: ['registrationOpen'], hiddenForBan: true },
  }),
];
