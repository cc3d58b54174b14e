import { CASINO_WALLET_TOLERANCE_S } from '@bet/contract';
import { sameText, signData } from '../auth/signing';

/**
 * The game provider's signature of a wallet request, like the payment callbacks':
 * `t=<epoch seconds>,v1=<HMAC-SHA256 of "t.body", base64url>`, with the key derived from the
 * server secret for this purpose only (a payment callback's signature never passes here).
 */
export function signWalletRequest(secret: string, body: string, nowMs: number): string {
  const t = Math.floor(nowMs / 1000);
  return `t=${t},v1=${signData(secret, 'casino_wallet', `${t}.${body}`)}`;
}

export type WalletSignatureCheck = { ok: true } | { ok: false; reason: string };

/** The signature is the provider's over this very body, and recent: an old request is a replay. */
export function checkWalletSignature(
  secret: string,
  header: string | undefined,
  body: string,
  nowMs: number,
): WalletSignatureCheck {
  const parts = Object.fromEntries((header ?? '').split(',').map((part) => part.trim().split('=', 2)));
  const t = Number(parts.t);
  const v1 = parts.v1;
  if (!Number.isInteger(t) || typeof v1 !== 'string' || v1 === '') return { ok: false, reason: 'no signature' };
  if (!sameText(v1, signData(secret, 'casino_wallet', `${t}.${body}`))) return { ok: false, reason: 'bad signature' };
  if (Math.abs(nowMs / 1000 - t) > CASINO_WALLET_TOLERANCE_S) return { ok: false, reason: 'signature too old' };
  return { ok: true };
}
