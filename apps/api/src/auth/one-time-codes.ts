import { randomInt } from 'node:crypto';
import type { Clock } from '@bet/platform';

/** SMS and two-step codes: 6 digits, valid 5 minutes, a new SMS at most once a minute. */
export const CODE_TTL_MS = 5 * 60 * 1000;
export const CODE_RESEND_AFTER_MS = 60 * 1000;
/** Wrong tries before a code is burnt and a new one is needed. */
export const CODE_MAX_TRIES = 5;

export type CheckResult = 'ok' | 'wrong' | 'expired';

/**
 * Pending one-time codes by key (an SMS: the phone; two-step: the nonce of its cookie). In
 * memory, like the outbox they are "sent" to: a restart or a reset forgets them.
 */
export interface OneTimeCodes {
  /** Seconds until another code may be issued for the key; 0: now. */
  waitSeconds(key: string): number;
  issue(key: string): string;
  check(key: string, code: string): CheckResult;
  clear(): void;
}

interface Pending {
  code: string;
  issuedAt: number;
  tries: number;
}

export function createOneTimeCodes(clock: Clock): OneTimeCodes {
  const pending = new Map<string, Pending>();
  return {
    waitSeconds(key) {
      const entry = pending.get(key);
      if (!entry) return 0;
      return Math.max(0, Math.ceil((entry.issuedAt + CODE_RESEND_AFTER_MS - clock.now()) / 1000));
    },
    issue(key) {
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      pending.set(key, { code, issuedAt: clock.now(), tries: 0 });
      return code;
    },
    check(key, code) {
      const entry = pending.get(key);
      if (!entry || entry.issuedAt + CODE_TTL_MS <= clock.now() || entry.tries >= CODE_MAX_TRIES) return 'expired';
      if (entry.code !== code) {
        entry.tries += 1;
        return 'wrong';
      }
      pending.delete(key);
      return 'ok';
    },
    clear: () => pending.clear(),
  };
}
