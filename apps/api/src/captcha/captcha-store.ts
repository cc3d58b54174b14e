import { randomBytes, randomInt } from 'node:crypto';
import type { Clock } from '@bet/platform';

/** A challenge lives 5 minutes. */
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;
/** Spec 02 §4: type 2 (log out) after this many wrong answers in a row. */
export const CAPTCHA_MAX_WRONG = 5;
export const CAPTCHA_LENGTH = 5;

export interface Challenge {
  /** Names the challenge (GET /captcha/image?time=); the clock's milliseconds when made. */
  time: number;
  answer: string;
  expiresAt: number;
  solved: boolean;
}

export type ValidationResult =
  | { kind: 'solved'; time: number }
  | { kind: 'wrong'; time: number }
  | { kind: 'expired'; time: number }
  | { kind: 'logout' };

export type ConsumeResult = 'ok' | 'expired' | 'invalid';

/**
 * Captcha challenges (spec 02 §7 "Captcha"), one current challenge per browser, the browser
 * named by the captcha_id cookie. In memory: a restart or a reset forgets them.
 */
export interface CaptchaStore {
  newBrowserId(): string;
  /** A new challenge for the browser, replacing its current one. */
  create(browserId: string): Challenge;
  current(browserId: string | undefined): Challenge | undefined;
  validate(browserId: string | undefined, answer: string): ValidationResult;
  /**
   * Takes a solved challenge whose answer this is (the X-Captcha header of a retried call), once:
   * the browser's own first, then any (a client may send the call from another tab).
   */
  consume(answer: string, browserId: string | undefined): ConsumeResult;
  /** The newest challenge of any browser (control API getCaptchaAnswer). */
  newest(): Challenge | undefined;
  clear(): void;
}

export function createCaptchaStore(clock: Clock): CaptchaStore {
  const challenges = new Map<string, Challenge>();
  const wrongInRow = new Map<string, number>();
  let newestBrowser: string | undefined;

  const live = (challenge: Challenge | undefined) =>
    challenge && challenge.expiresAt > clock.now() ? challenge : undefined;

  const create = (browserId: string): Challenge => {
    const now = clock.now();
    const previous = challenges.get(browserId);
    // time names the challenge: never the same twice for one browser, even within a millisecond.
    const time = previous && previous.time >= now ? previous.time + 1 : now;
    const answer = Array.from({ length: CAPTCHA_LENGTH }, () => String(randomInt(10))).join('');
    const challenge = { time, answer, expiresAt: now + CAPTCHA_TTL_MS, solved: false };
    challenges.set(browserId, challenge);
    newestBrowser = browserId;
    return challenge;
  };

  return {
    newBrowserId: () => randomBytes(16).toString('base64url'),
    create,
    current: (browserId) => (browserId === undefined ? undefined : live(challenges.get(browserId))),
    validate(browserId, answer) {
      const challenge = browserId === undefined ? undefined : challenges.get(browserId);
      if (browserId === undefined || !challenge || !live(challenge) || challenge.solved) {
        return { kind: 'expired', time: browserId === undefined ? clock.now() : create(browserId).time };
      }
      if (challenge.answer === answer.trim()) {
        challenge.solved = true;
        wrongInRow.delete(browserId);
        return { kind: 'solved', time: challenge.time };
      }
      const wrong = (wrongInRow.get(browserId) ?? 0) + 1;
      if (wrong >= CAPTCHA_MAX_WRONG) {
        wrongInRow.delete(browserId);
        challenges.delete(browserId);
        return { kind: 'logout' };
      }
      wrongInRow.set(browserId, wrong);
      // A wrong answer burns the picture: the next try is on a new one.
      return { kind: 'wrong', time: create(browserId).time };
    },
    consume(answer, browserId) {
      const candidates = [
        ...(browserId === undefined ? [] : [[browserId, challenges.get(browserId)] as const]),
        ...challenges.entries(),
      ];
      for (const [id, challenge] of candidates) {
        if (!challenge?.solved || challenge.answer !== answer.trim()) continue;
        challenges.delete(id);
        return live(challenge) ? 'ok' : 'expired';
      }
      return 'invalid';
    },
    newest: () => (newestBrowser === undefined ? undefined : challenges.get(newestBrowser)),
    clear() {
      challenges.clear();
      wrongInRow.clear();
      newestBrowser = undefined;
    },
  };
}
