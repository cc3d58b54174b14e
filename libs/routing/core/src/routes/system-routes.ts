import { routeBuilder } from '../define-route';
import type { RouteDefinition, RouteMeta } from '../route-types';

const route = routeBuilder('system');

/**
 * System pages are where guards send players (maintenance, blocks, terms), so every one stays
 * reachable in a ban and none shows the bottom navigation (decision, see README).
 */
const SYSTEM: RouteMeta = { allowedInBan: true, hide: ['bottomNav', 'seo'] };

/** Spec 01 §2 "onpay/success, fail, pending, cancel, and the same under onpay/withdraw". */
export const PAYMENT_RESULTS = ['success', 'fail', 'pending', 'cancel'] as const;

export const SYSTEM_ROUTES: readonly RouteDefinition[] = [
  // Payment results open in the payment system's window or frame: nothing around them.
  ...PAYMENT_RESULTS.map((result) => route(`onpay-${result}`, `onpay/${result}`, { layout: 'empty', meta: SYSTEM })),
  ...PAYMENT_RESULTS.map((result) =>
    route(`onpay-withdraw-${result}`, `onpay/withdraw/${result}`, { layout: 'empty', meta: SYSTEM }),
  ),
  route('maintenance', 'maintenance', { layout: 'maintenance', meta: SYSTEM }),
  route('site-updates', 'site-updates', { layout: 'maintenance', meta: SYSTEM }),
  route('coming-soon', 'coming-soon', { layout: 'maintenance', meta: SYSTEM }),
  route('block', 'block', { layout: 'blocked', meta: SYSTEM }),
  route('block-ua', 'block-ua', { layout: 'blocked', meta: SYSTEM }),
  route('block-ie', 'block-ie', { layout: 'blocked', meta: SYSTEM }),
  route('suspension', 'suspension', { layout: 'blocked', meta: SYSTEM }),
  // "confirm (terms)": spec 01 §4 Terms sends signed-in players here.
  route('confirm-terms', 'confirm', { meta: { ...SYSTEM, auth: true } }),
  route('convert-account', 'convert-account', { meta: { ...SYSTEM, auth: true } }),
  route('internal-vpn', 'internal-vpn', { layout: 'empty', meta: SYSTEM }),
  route('oldbrowser', 'oldbrowser', { layout: 'empty', meta: SYSTEM }),
  route('error-500', '500', { layout: 'empty', meta: SYSTEM }),
  // "A debugger page exists only outside production."
  route('debugger', 'debugger', { layout: 'empty', meta: { ...SYSTEM, requiresConfig: ['notProduction'] } }),
];
