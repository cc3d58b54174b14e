import type { Clock } from '@bet/platform';
import type { WalletClient } from './wallet-client';

/** Retry delays after an unanswered call: 1 s, 5 s, 30 s, 2 min, then every 10 min until acknowledged. */
const RETRY_DELAYS_MS = [1_000, 5_000, 30_000, 120_000, 600_000];

interface Waiting {
  path: string;
  request: object;
  attempts: number;
  dueAt: number;
}

export interface RetryQueue {
  /** A win or rollback that must reach the operator: sent now, retried until acknowledged. */
  add(path: string, request: object): Promise<void>;
  /** Sends what is due (everything with `all`); answers how many were acknowledged. */
  flush(all?: boolean): Promise<number>;
  waiting(): number;
  clear(): void;
}

/**
 * The provider's wins and rollbacks the operator has not acknowledged yet. Each is sent with its
 * own transaction id, again and again (the wallet answers a repeat with its first answer), until
 * a 2xx; a 4xx is final (the wallet will never take it) and is logged and dropped. Kept in
 * memory: a sandbox restart loses the retries (README "Game provider and seamless wallet").
 */
export function createRetryQueue(deps: {
  wallet: WalletClient;
  clock: Clock;
  onGiveUp: (path: string, request: object, reason: string) => void;
}): RetryQueue {
  let items: Waiting[] = [];
  let running: Promise<unknown> = Promise.resolve();

  function exclusive<T>(work: () => Promise<T>): Promise<T> {
    const next = running.then(work);
    running = next.catch(() => undefined);
    return next;
  }

  async function attempt(item: Waiting): Promise<boolean> {
    const outcome = await deps.wallet.call(item.path, item.request);
    if (outcome.kind === 'done') return true;
    if (outcome.kind === 'refused') {
      deps.onGiveUp(item.path, item.request, `${outcome.code}: ${outcome.detail}`);
      return true;
    }
    item.attempts += 1;
    const delays = RETRY_DELAYS_MS;
    item.dueAt = deps.clock.now() + (delays[Math.min(item.attempts - 1, delays.length - 1)] ?? 600_000);
    return false;
  }

  function flush(all = false): Promise<number> {
    return exclusive(async () => {
      let acknowledged = 0;
      for (const item of [...items]) {
        if (!all && item.dueAt > deps.clock.now()) continue;
        if (await attempt(item)) {
          items = items.filter((other) => other !== item);
          acknowledged += 1;
        }
      }
      return acknowledged;
    });
  }

  return {
    async add(path, request) {
      items.push({ path, request, attempts: 0, dueAt: deps.clock.now() });
      await flush();
    },
    flush,
    waiting: () => items.length,
    clear() {
      items = [];
    },
  };
}
