import fastifyRateLimit from '@fastify/rate-limit';
import { AUTH_ERROR_CODES } from '@bet/contract';
import type { Clock } from '@bet/platform';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-error';
import { createCounterStore } from './clocked-store';
import type { AttemptLimit, GuardedAction, RateLimitSettings } from './rate-limit-settings';
import { GUARDED_ACTIONS } from './rate-limit-settings';

type Scope = 'byAddress' | 'byAccount';
type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

export interface AttemptCount {
  /** Past captchaAfter in a window: this attempt needs a solved captcha (passCaptcha's `required`). */
  captchaRequired: boolean;
}

export interface AttemptLimits {
  readonly settings: RateLimitSettings;
  /** Registers @fastify/rate-limit on the server (once, before the routes) and builds the limiters. */
  register(app: FastifyInstance): Promise<void>;
  /**
   * Counts one attempt of `action` from the request's address and, when given, for `account`
   * (a login or a phone). Over a lock limit: throws 429 TOO_MANY_ATTEMPTS with Retry-After.
   */
  count(request: FastifyRequest, reply: FastifyReply, action: GuardedAction, account?: string): Promise<AttemptCount>;
  /**
   * A right password (or SMS code) for `account`: its per-account count starts again, as the
   * wrong-password count does. The address count stays: one address trying many accounts is
   * what it is there for.
   */
  succeeded(action: GuardedAction, account: string): void;
  /** Forgets every count (the control API's reset). */
  clear(): void;
}

const SCOPES: readonly Scope[] = ['byAddress', 'byAccount'];

const keyOf = (action: GuardedAction, scope: Scope, who: string) => `${action}:${scope}:${who}`;

function tooManyAttempts(action: GuardedAction, scope: Scope, retryAfterS: number): HttpError {
  const minutes = Math.max(1, Math.ceil(retryAfterS / 60));
  const who = scope === 'byAddress' ? 'from this address' : 'for this account';
  const what = action === 'passwordChange' ? 'wrong current-password' : action;
  return HttpError.of(
    429,
    AUTH_ERROR_CODES.tooManyAttempts,
    `Too many ${what} attempts ${who}: try again in ${minutes} min`,
  );
}

/**
 * The attempt limits of README "Rate limits", counted by @fastify/rate-limit (its createRateLimit,
 * over a store on the sandbox's clock). The escalation is ours: past captchaAfter the attempt
 * needs a captcha, past lockAfter it is refused until the window ends.
 */
export function createAttemptLimits(clock: Clock, settings: RateLimitSettings): AttemptLimits {
  const counters = createCounterStore(clock);
  // The plugin asks a key generator for the key; each count names its own key just before.
  const keys = new WeakMap<FastifyRequest, string>();
  const limiters = new Map<string, Limiter>();

  const limitOf = (action: GuardedAction, scope: Scope): AttemptLimit | undefined => settings.actions[action][scope];

  return {
    settings,

    async register(app) {
      if (!settings.enabled) return;
      await app.register(fastifyRateLimit, {
        global: false,
        store: counters.Store as never,
        keyGenerator: (request) => keys.get(request) ?? request.ip,
      });
      for (const action of GUARDED_ACTIONS) {
        for (const scope of SCOPES) {
          const limit = limitOf(action, scope);
          if (!limit) continue;
          limiters.set(
            `${action}:${scope}`,
            app.createRateLimit({
              max: limit.lockAfter,
              timeWindow: limit.windowMs,
              keyGenerator: (request) => keys.get(request) ?? request.ip,
            }),
          );
        }
      }
    },

    async count(request, reply, action, account) {
      if (!settings.enabled) return { captchaRequired: false };
      let captchaRequired = false;
      let locked: HttpError | undefined;
      let retryAfterS = 0;
      for (const scope of SCOPES) {
        const limit = limitOf(action, scope);
        const limiter = limiters.get(`${action}:${scope}`);
        const who = scope === 'byAddress' ? request.ip : account?.trim().toLowerCase();
        if (!limit || !limiter || !who) continue;
        keys.set(request, keyOf(action, scope, who));
        const result = await limiter(request);
        if (result.isAllowed) continue;
        if (result.isExceeded) {
          if (result.ttlInSeconds > retryAfterS) {
            retryAfterS = result.ttlInSeconds;
            locked = tooManyAttempts(action, scope, result.ttlInSeconds);
          }
        } else if (result.max - result.remaining > limit.captchaAfter) {
          captchaRequired = true;
        }
      }
      keys.delete(request);
      if (locked) {
        reply.header('retry-after', String(retryAfterS));
        throw locked;
      }
      return { captchaRequired };
    },

    succeeded: (action, account) => counters.forget(keyOf(action, 'byAccount', account.trim().toLowerCase())),

    clear: () => counters.clear(),
  };
}
