import type { PaymentSession } from '@bet/contract';
import { toSeconds } from '../http/epoch-seconds';
import { signPaymentSession } from '../payment-provider/session-token';
import type { PaymentRow } from './payment-records';

/** How long the player has to pay on the provider's page. */
export const SESSION_TTL_MS = 15 * 60_000;

export interface SessionPlace {
  secret: string;
  /** The provider's origin (PAYMENT_PROVIDER_PORT, README "Payments"). */
  providerUrl: string;
  /** The site the player comes from and goes back to, e.g. http://localhost:3000. */
  siteOrigin: string;
  lang: string;
  merchant: string;
}

/**
 * The signed session of a payment and the provider URL carrying it. Signing the same payment
 * again gives the same session, so a retried start answers the first one.
 */
export function issueSession(row: PaymentRow, place: SessionPlace): PaymentSession {
  const expiresAt = toSeconds(row.expiresAt.getTime());
  const session = signPaymentSession(place.secret, {
    paymentId: String(row.id),
    kind: row.kind,
    amount: row.amount,
    currency: row.currencyCode,
    expiresAt,
    returnBase: `${place.siteOrigin}/${place.lang}/onpay${row.kind === 'withdrawal' ? '/withdraw' : ''}`,
    merchant: place.merchant,
  });
  return {
    paymentId: String(row.id),
    session,
    redirectUrl: `${place.providerUrl}/pay?session=${encodeURIComponent(session)}`,
    expiresAt,
  };
}
