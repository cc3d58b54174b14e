import { randomUUID } from 'node:crypto';
import type { Clock } from '@bet/platform';
import { asc, count, eq, lte } from 'drizzle-orm';
import type { Db } from '../db/database';
import { providerCallbacks } from '../db/schema';
import { signCallback } from './callback-signature';
import type { ProviderCallback } from './callback-signature';

/** Sends one signed callback to the merchant; answers the HTTP status (throws when unreachable). */
export type CallbackSender = (body: string, signature: string) => Promise<number>;

/** The database, or a transaction of it: a callback is recorded with the state change it tells. */
export type ProviderTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

type Waiting = typeof providerCallbacks.$inferSelect;

/** Retry delays after a failed delivery, like a real provider's: 5 s, 30 s, 2 min, 10 min, then given up. */
const RETRY_DELAYS_MS = [5_000, 30_000, 120_000, 600_000];

/** Sandbox switches: in memory on purpose (a restart turns them off, like the other sandbox faults). */
export interface CallbackQueueControls {
  /** The next N deliveries fail on the way (as if the merchant were unreachable). */
  failNext: number;
  /** How long a new callback waits before its first delivery. */
  delayMs: number;
}

export interface CallbackQueue {
  /** Records a callback to send (in the caller's transaction); flush() sends it. */
  add(tx: ProviderTx, callback: Omit<ProviderCallback, 'eventId'>): Promise<void>;
  /** Delivers what is due (everything with `all`); answers how many were accepted. */
  flush(all?: boolean): Promise<number>;
  waiting(): Promise<number>;
  controls: CallbackQueueControls;
  /** Drops every waiting callback and turns the switches off. */
  clear(): Promise<void>;
}

/**
 * The provider's outgoing callbacks, kept in provider_callbacks so a restart loses none: each is
 * signed when sent (HMAC over the body with a timestamp), delivered after the configured delay,
 * and retried on a failure or a non-2xx answer until the merchant accepts it or the retries run
 * out. Deliveries of one queue run one at a time (a tick and a request never send the same row
 * twice); another instance over the same database may still repeat one, which the merchant
 * answers as a duplicate (its idempotency key is the transaction).
 */
export function createCallbackQueue(deps: {
  db: Db;
  secret: string;
  clock: Clock;
  send: CallbackSender;
  onGiveUp: (callback: ProviderCallback, reason: string) => void;
}): CallbackQueue {
  const { db } = deps;
  const controls: CallbackQueueControls = { failNext: 0, delayMs: 0 };
  let running: Promise<unknown> = Promise.resolve();

  /** One flush at a time, in the order asked. */
  function exclusive<T>(work: () => Promise<T>): Promise<T> {
    const next = running.then(work);
    running = next.catch(() => undefined);
    return next;
  }

  async function attempt(item: Waiting): Promise<boolean> {
    const attempts = item.attempts + 1;
    let reason: string;
    if (controls.failNext > 0) {
      controls.failNext -= 1;
      reason = 'delivery failed (sandbox failNextCallbacks)';
    } else {
      try {
        const body = JSON.stringify(item.body);
        const status = await deps.send(body, signCallback(deps.secret, body, deps.clock.now()));
        if (status >= 200 && status < 300) {
          await db.delete(providerCallbacks).where(eq(providerCallbacks.id, item.id));
          return true;
        }
        reason = `the merchant answered ${status}`;
      } catch (error) {
        reason = error instanceof Error ? error.message : String(error);
      }
    }
    const delay = RETRY_DELAYS_MS[attempts - 1];
    if (delay === undefined) {
      await db.delete(providerCallbacks).where(eq(providerCallbacks.id, item.id));
      deps.onGiveUp(item.body, reason);
    } else {
      await db
        .update(providerCallbacks)
        .set({ attempts, dueAt: new Date(deps.clock.now() + delay) })
        .where(eq(providerCallbacks.id, item.id));
    }
    return false;
  }

  function flush(all = false): Promise<number> {
    return exclusive(async () => {
      const due = await db
        .select()
        .from(providerCallbacks)
        .where(all ? undefined : lte(providerCallbacks.dueAt, new Date(deps.clock.now())))
        .orderBy(asc(providerCallbacks.id));
      let delivered = 0;
      // One at a time, in the order they were made: a pending callback reaches the merchant before its resolution.
      for (const item of due) {
        if (await attempt(item)) delivered += 1;
        else if (all) break;
      }
      return delivered;
    });
  }

  return {
    async add(tx, callback) {
      const eventId = randomUUID();
      const now = deps.clock.now();
      await tx.insert(providerCallbacks).values({
        eventId,
        transactionId: callback.transactionId,
        body: { eventId, ...callback },
        dueAt: new Date(now + controls.delayMs),
        createdAt: new Date(now),
      });
    },
    flush,
    async waiting() {
      const [row] = await db.select({ n: count() }).from(providerCallbacks);
      return row?.n ?? 0;
    },
    controls,
    async clear() {
      controls.failNext = 0;
      controls.delayMs = 0;
      await exclusive(() => db.delete(providerCallbacks));
    },
  };
}
