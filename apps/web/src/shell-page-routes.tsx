import type { RouteObject } from 'react-router';
import { PAYMENT_RESULTS } from '@bet/routing';
import { DebuggerRoute } from './debugger-route';
import { InternalVpnPage, OldBrowserPage, ServerErrorPage } from '@bet/site-ui';
import { lazyRoute } from './lazy-route';
// Types only: the module itself loads on first visit.
import type * as PaymentRoutesModule from './payment-routes';

/**
 * The pages of spec 01 §2 that @bet/routing's table puts in the empty layout: the eight payment
 * results (onpay/{result}, onpay/withdraw/{result}), oldbrowser, 500, internal-vpn and the
 * debugger page. `paymentRoutes` loads payment-routes.tsx with what its pages need (routes.tsx).
 */
export const createEmptyLayoutRoutes = (paymentRoutes: () => Promise<typeof PaymentRoutesModule>): RouteObject[] => [
  // Issue 11: the payment as the operator has it for a signed-in player (payment-routes.tsx), loaded on first visit.
  ...PAYMENT_RESULTS.map((result) => ({
    path: `onpay/${result}`,
    lazy: lazyRoute(paymentRoutes, (m) => m.paymentReturnRoute('deposit', result)),
  })),
  ...PAYMENT_RESULTS.map((result) => ({
    path: `onpay/withdraw/${result}`,
    lazy: lazyRoute(paymentRoutes, (m) => m.paymentReturnRoute('withdraw', result)),
  })),
  { path: 'oldbrowser', element: <OldBrowserPage /> },
  { path: '500', element: <ServerErrorPage /> },
  { path: 'internal-vpn', element: <InternalVpnPage /> },
  // Outside production only: the route table's `notProduction` makes it a 404 there.
  { path: 'debugger', element: <DebuggerRoute /> },
];
