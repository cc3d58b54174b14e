import type { Clock } from '@bet/platform';

/** After this many wrong passwords for one login within the window, a captcha is required. */
export const WRONG_ATTEMPTS_BEFORE_CAPTCHA = 3;
export const ATTEMPT_WINDOW_MS = 15 * 60 * 1000;

/** Wrong sign-in attempts per login, in memory (a restart or a reset forgets them). */
export interface LoginAttempts {
  needsCaptcha(login: string): boolean;
  recordFailure(login: string): void;
  clearFor(login: string): void;
  clear(): void;
}

export function createLoginAttempts(clock: Clock): LoginAttempts {
  const failures = new Map<string, number[]>();
  const recent = (login: string) => {
    const since = clock.now() - ATTEMPT_WINDOW_MS;
    const kept = (failures.get(login) ?? []).filter((at) => at > since);
    if (kept.length > 0) failures.set(login, kept);
    else failures.delete(login);
    return kept;
  };
  return {
    needsCaptcha: (login) => recent(login).length >= WRONG_ATTEMPTS_BEFORE_CAPTCHA,
    recordFailure: (login) => {
      failures.set(login, [...recent(login), clock.now()]);
    },
    clearFor: (login) => {
      failures.delete(login);
    },
    clear: () => failures.clear(),
  };
}
