import type { RouteObject } from 'react-router';
import { useSelector } from 'react-redux';
import { PAYMENT_RESULTS } from '@bet/routing';
import { DebuggerRoute } from './debugger-route';
import { selectSessionStatus } from '@bet/session';
import {
  InternalVpnPage,
  OldBrowserPage,
  PaymentResultPage,
  ServerErrorPage,
  type PaymentDirection,
  type PaymentResult,
} from '@bet/site-ui';

/** The payment result bound to the session: the history link is for signed-in players only. */
function ConnectedPaymentResult({ direction, result }: { direction: PaymentDirection; result: PaymentResult }) {
  const signedIn = useSelector(selectSessionStatus) === 'signedIn';
  return <PaymentResultPage direction={direction} result={result} signedIn={signedIn} />;
}

/**
 * The pages of spec 01 §2 that @bet/routing's table puts in the empty layout: the eight payment
 * results (onpay/{result}, onpay/withdraw/{result}), oldbrowser, 500, internal-vpn and the
 * debugger page.
 */
export const emptyLayoutRoutes: RouteObject[] = [
  ...PAYMENT_RESULTS.map((result) => ({
    path: `onpay/${result}`,
    element: <ConnectedPaymentResult direction="deposit" result={result} />,
  })),
  ...PAYMENT_RESULTS.map((result) => ({
    path: `onpay/withdraw/${result}`,
    element: <ConnectedPaymentResult direction="withdraw" result={result} />,
  })),
  { path: 'oldbrowser', element: <OldBrowserPage /> },
  { path: '500', element: <ServerErrorPage /> },
  { path: 'internal-vpn', element: <InternalVpnPage /> },
  // Outside production only: the route table's `notProduction` makes it a 404 there.
  { path: 'debugger', element: <DebuggerRoute /> },
];
