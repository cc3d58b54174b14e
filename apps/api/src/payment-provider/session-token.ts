import type { PaymentKind } from '@bet/contract';
import { signToken, verifyToken } from '../auth/signing';

/**
 * The payment session a merchant (the operator) signs and the player carries to the provider's
 * page: what to pay, until when, and where to send the player back. HMAC-signed with the key the
 * two share (derived from the server secret), so the player can change nothing in it.
 */
export interface PaymentSessionClaims {
  paymentId: string;
  kind: PaymentKind;
  amount: number;
  currency: string;
  /** Epoch seconds after which the provider refuses the session. */
  expiresAt: number;
  /** The merchant's result pages: `${returnBase}/success|fail|pending|cancel?paymentId=...`. */
  returnBase: string;
  merchant: string;
}

export function signPaymentSession(secret: string, claims: PaymentSessionClaims): string {
  return signToken(secret, 'payment_session', { ...claims });
}

export type SessionCheck =
  | { ok: true; claims: PaymentSessionClaims }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'expired'; claims: PaymentSessionClaims };

/** A genuine session, or why not: forged or malformed (invalid), or past its expiry (expired). */
export function readPaymentSession(secret: string, token: string | undefined, nowMs: number): SessionCheck {
  const payload = verifyToken(secret, 'payment_session', token);
  if (!payload || !isClaims(payload)) return { ok: false, reason: 'invalid' };
  if (payload.expiresAt * 1000 <= nowMs) return { ok: false, reason: 'expired', claims: payload };
  return { ok: true, claims: payload };
}

function isClaims(value: Record<string, unknown>): value is Record<string, unknown> & PaymentSessionClaims {
  return (
    typeof value.paymentId === 'string' &&
    (value.kind === 'deposit' || value.kind === 'withdrawal') &&
    typeof value.amount === 'number' &&
    typeof value.currency === 'string' &&
    typeof value.expiresAt === 'number' &&
    typeof value.returnBase === 'string' &&
    typeof value.merchant === 'string'
  );
}

/** Where the provider sends the player back for an outcome. */
export function returnUrl(claims: PaymentSessionClaims, outcome: 'success' | 'fail' | 'pending' | 'cancel'): string {
  return `${claims.returnBase}/${outcome}?paymentId=${encodeURIComponent(claims.paymentId)}`;
}
