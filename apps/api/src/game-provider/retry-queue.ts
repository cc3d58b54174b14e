import type { Clock } from '@bet/platform';
import { asc, count, eq, lte } from 'drizzle-orm';
import type { Db } from '../db/database';
import { gameProviderRetries } from '../db/schema';
import type { WalletClient } from './wallet-client';

/** Retry delays after an unanswered call: 1 s, 5 s, 30 s, 2 min, then every 10 min until acknowledged. */
const RETRY_DELAYS_MS = [1_000, 5_000, 30_000, 120_000, 600_000];

type Waiting = typeof gameProviderRetries.$inferSelect;

export interface RetryQueue {
  /** A win or rollback that must reach the operator: recorded, sent now, retried until acknowledged. */
  add(path: string, request: Record<string, unknown>): Promise<void>;
  /** Sends what is due (everything with `all`); answers how many were acknowledged. */
  flush(all?: boolean): Promise<number>;
  waiting(): Promise<number>;
}

/**
 * The provider's wins and rollbacks the operator has not acknowledged yet, kept in its own table
 * (game_provider_retries) so a restart loses none. Each is sent with its own transaction id,
 * again and again (the wallet answers a repeat with its first answer), until a 2xx; a 4xx is
 * final (the wallet will never take it) and is logged and dropped. One flush at a time, in the
 * order they were made (a win before a later rollback of the same session).
 */
export function createRetryQueue(deps: {
  db: Db;
  wallet: WalletClient;
  clock: Clock;
  onGiveUp: (path: string, request: object, reason: string) => void;
}): RetryQueue {
  const { db } = deps;
  let running: Promise<unknown> = Promise.resolve();

  function exclusive<T>(work: () => Promise<T>): Promise<T> {
    const next = running.then(work);
    running = next.catch(() => undefined);
    return next;
  }

  async function attempt(item: Waiting): Promise<boolean> {
    const outcome = await deps.wallet.call(item.path, item.body);
    if (outcome.kind === 'refused') deps.onGiveUp(item.path, item.body, `${outcome.code}: ${outcome.detail}`);
    if (outcome.kind !== 'unknown') {
      await db.delete(gameProviderRetries).where(eq(gameProviderRetries.id, item.id));
      return true;
    }
    const attempts = item.attempts + 1;
    const delay = RETRY_DELAYS_MS[Math.min(attempts, RETRY_DELAYS_MS.length) - 1] ?? 600_000;
    await db
      .update(gameProviderRetries)
      .set({ attempts, dueAt: new Date(deps.clock.now() + delay) })
      .where(eq(gameProviderRetries.id, item.id));
    return false;
  }

  function flush(all = false): Promise<number> {
    return exclusive(async () => {
      const due = await db
        .select()
        .from(gameProviderRetries)
        .where(all ? undefined : lte(gameProviderRetries.dueAt, new Date(deps.clock.now())))
        .orderBy(asc(gameProviderRetries.id));
      let acknowledged = 0;
      for (const item of due) if (await attempt(item)) acknowledged += 1;
      return acknowledged;
    });
  }

  return {
    async add(path, request) {
      const now = new Date(deps.clock.now());
      await db.insert(gameProviderRetries).values({ path, body: request, dueAt: now, createdAt: now });
      await flush();
    },
    flush,
    async waiting() {
      const [row] = await db.select({ n: count() }).from(gameProviderRetries);
      return row?.n ?? 0;
    },
  };
}
