import { z } from 'zod';
import { sameText, signData } from '../auth/signing';

/** The header carrying a callback's signature: `t=<epoch seconds>,v1=<HMAC-SHA256 of "t.body", base64url>`. */
export const CALLBACK_SIGNATURE_HEADER = 'x-provider-signature';
/** A callback signed longer ago than this is refused as a replay. */
export const CALLBACK_TOLERANCE_S = 300;

/** What the provider tells the operator about one of its transactions. */
export const providerCallbackSchema = z.object({
  /** Unique per callback sent (a retry of the same callback keeps it). */
  eventId: z.string().min(1),
  /** The provider's transaction: the operator's idempotency key. */
  transactionId: z.string().min(1),
  paymentId: z.string().regex(/^\d+$/),
  kind: z.enum(['deposit', 'withdrawal']),
  status: z.enum(['pending', 'succeeded', 'failed', 'cancelled']),
  amount: z.number().int().positive(),
  currency: z.string().length(3),
  cardMask: z.string().nullable(),
  reason: z.string().nullable(),
});
export type ProviderCallback = z.output<typeof providerCallbackSchema>;

export function signCallback(secret: string, body: string, nowMs: number): string {
  const t = Math.floor(nowMs / 1000);
  return `t=${t},v1=${signData(secret, 'payment_callback', `${t}.${body}`)}`;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

/** The signature is the provider's over this very body, and recent (no replay of an old callback). */
export function checkCallbackSignature(
  secret: string,
  header: string | undefined,
  body: string,
  nowMs: number,
): SignatureCheck {
  const parts = Object.fromEntries((header ?? '').split(',').map((part) => part.trim().split('=', 2)));
  const t = Number(parts.t);
  const v1 = parts.v1;
  if (!Number.isInteger(t) || typeof v1 !== 'string' || v1 === '') return { ok: false, reason: 'no signature' };
  if (!sameText(v1, signData(secret, 'payment_callback', `${t}.${body}`)))
    return { ok: false, reason: 'bad signature' };
  if (Math.abs(nowMs / 1000 - t) > CALLBACK_TOLERANCE_S) return { ok: false, reason: 'signature too old' };
  return { ok: true };
}
