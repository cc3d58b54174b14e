import type { Clock } from '@bet/platform';
import { signCallback } from './callback-signature';
import type { ProviderCallback } from './callback-signature';

/** Sends one signed callback to the merchant; answers the HTTP status (throws when unreachable). */
export type CallbackSender = (body: string, signature: string) => Promise<number>;

interface Waiting {
  callback: ProviderCallback;
  dueAt: number;
  attempts: number;
}

/** Retry delays after a failed delivery, like a real provider's: 5 s, 30 s, 2 min, 10 min, then given up. */
const RETRY_DELAYS_MS = [5_000, 30_000, 120_000, 600_000];

export interface CallbackQueueControls {
  /** The next N deliveries fail on the way (as if the merchant were unreachable). */
  failNext: number;
  /** How long a new callback waits before its first delivery. */
  delayMs: number;
}

export interface CallbackQueue {
  add(callback: ProviderCallback): Promise<void>;
  /** Delivers what is due (everything with `all`); answers how many were accepted. */
  flush(all?: boolean): Promise<number>;
  waiting(): number;
  controls: CallbackQueueControls;
  clear(): void;
}

/**
 * The provider's outgoing callbacks: each is signed when sent (HMAC over the body with a
 * timestamp), delivered after the configured delay, and retried on a failure or a non-2xx
 * answer until the merchant accepts it or the retries run out.
 */
export function createCallbackQueue(deps: {
  secret: string;
  clock: Clock;
  send: CallbackSender;
  onGiveUp: (callback: ProviderCallback, reason: string) => void;
}): CallbackQueue {
  let queue: Waiting[] = [];
  const controls: CallbackQueueControls = { failNext: 0, delayMs: 0 };

  async function attempt(item: Waiting): Promise<boolean> {
    item.attempts += 1;
    let reason: string;
    if (controls.failNext > 0) {
      controls.failNext -= 1;
      reason = 'delivery failed (sandbox failNextCallbacks)';
    } else {
      try {
        const body = JSON.stringify(item.callback);
        const status = await deps.send(body, signCallback(deps.secret, body, deps.clock.now()));
        if (status >= 200 && status < 300) return true;
        reason = `the merchant answered ${status}`;
      } catch (error) {
        reason = error instanceof Error ? error.message : String(error);
      }
    }
    const delay = RETRY_DELAYS_MS[item.attempts - 1];
    if (delay === undefined) {
      queue = queue.filter((entry) => entry !== item);
      deps.onGiveUp(item.callback, reason);
    } else {
      item.dueAt = deps.clock.now() + delay;
    }
    return false;
  }

  async function flush(all = false): Promise<number> {
    const now = deps.clock.now();
    let delivered = 0;
    // One at a time, in the order they were made: a pending callback reaches the merchant before its resolution.
    for (const item of [...queue]) {
      if (!all && item.dueAt > now) continue;
      if (await attempt(item)) {
        queue = queue.filter((entry) => entry !== item);
        delivered += 1;
      } else if (all) {
        break;
      }
    }
    return delivered;
  }

  return {
    async add(callback) {
      queue.push({ callback, dueAt: deps.clock.now() + controls.delayMs, attempts: 0 });
      await flush();
    },
    flush,
    waiting: () => queue.length,
    controls,
    clear: () => {
      queue = [];
      controls.failNext = 0;
      controls.delayMs = 0;
    },
  };
}
