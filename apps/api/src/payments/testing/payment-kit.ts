import type { PaymentSession } from '@bet/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, expect } from 'vitest';
import type { Db } from '../../db/database';
import { accounts, paymentRequests, payments, players, providerTransactions } from '../../db/schema';
import { paymentProviderOf } from '../../server';
import type { SignedInBrowser } from '../../testing/auth-test-kit';
import { authHeaders, DEMO, signInAs } from '../../testing/auth-test-kit';
import type { TestServer } from '../../testing/test-server';
import { moveMoney, unbalancedAccounts } from '../ledger';

export const START_MONEY = 1_000_000;

/** Every account's balance equals the sum of its ledger (payments/ledger.ts). */
export async function expectLedgerBalanced(db: Db): Promise<void> {
  expect(await unbalancedAccounts(db)).toEqual([]);
}

/** Sets a balance the way the ledger allows: an adjustment entry for the difference. */
export async function setBalance(db: Db, accountId: number, money: number): Promise<void> {
  const [row] = await db.select({ money: accounts.money }).from(accounts).where(eq(accounts.id, accountId));
  const difference = money - (row?.money ?? 0);
  if (difference !== 0) {
    await moveMoney(db, { accountId, kind: 'adjustment', amount: difference, ref: 'test', at: new Date() });
  }
}

export async function moneyOf(db: Db, accountId: number): Promise<number> {
  const [row] = await db.select({ money: accounts.money }).from(accounts).where(eq(accounts.id, accountId));
  return row?.money ?? 0;
}

export interface Payer {
  readonly browser: SignedInBrowser;
  /** Signs in again (after the clock moved past the token's life). */
  signInAgain(): Promise<void>;
  readonly accountId: number;
  readonly playerId: number;
}

/**
 * The demo player (RUB main account) for each test: no payments, no requests, only the main
 * account with START_MONEY, no ban, no bonus choice, and a provider without records (its
 * callbacks go with its transactions); after each test every ledger balances.
 */
export function usePayer(server: TestServer): Payer {
  let browser: SignedInBrowser | undefined;
  let accountId = 0;
  beforeEach(async () => {
    const { db } = server.database;
    await db.delete(providerTransactions);
    await db.delete(paymentRequests);
    await db.delete(payments);
    await db.delete(accounts).where(and(eq(accounts.playerId, DEMO.email.id), ne(accounts.type, 0)));
    await db.update(players).set({ banLevel: 0, banVersion: 1, bonusChoice: 0 }).where(eq(players.id, DEMO.email.id));
    const [main] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.playerId, DEMO.email.id), eq(accounts.type, 0)));
    if (!main) throw new Error('The demo player has no main account');
    accountId = main.id;
    await setBalance(db, accountId, START_MONEY);
    browser = await signInAs(server.app, DEMO.email.login, DEMO.email.password);
  });
  afterEach(async () => {
    await expectLedgerBalanced(server.database.db);
  });
  return {
    get browser() {
      if (!browser) throw new Error('Signed in before each test');
      return browser;
    },
    get accountId() {
      return accountId;
    },
    async signInAgain() {
      browser = await signInAs(server.app, DEMO.email.login, DEMO.email.password);
    },
    playerId: DEMO.email.id,
  };
}

let requestCounter = 0;
export const newRequestId = () => `request-${Date.now()}-${(requestCounter += 1)}`;

export function call(
  app: FastifyInstance,
  payer: Payer,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: authHeaders(payer.browser),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

export async function startDepositOf(
  app: FastifyInstance,
  payer: Payer,
  body: Record<string, unknown> = {},
): Promise<LightMyRequestResponse> {
  return call(app, payer, 'POST', '/web-api/payments/deposit', {
    requestId: newRequestId(),
    accountId: payer.accountId,
    methodId: 'card',
    amount: 50_000,
    lang: 'en',
    ...body,
  });
}

export const CARDS = {
  success: '4242 4242 4242 4242',
  decline: '4000 0000 0000 0002',
  challenge: '4000 0000 0000 3220',
  pending: '4000 0000 0000 0077',
  expiredCard: '4000 0000 0000 0069',
} as const;

/** The provider's page path of a session's redirect URL (its own origin: the provider app). */
export function providerPath(redirectUrl: string): string {
  const url = new URL(redirectUrl);
  return `${url.pathname}${url.search}`;
}

/** Submits the provider's card form as a browser would; answers the provider's answer. */
export async function submitCard(
  app: FastifyInstance,
  session: PaymentSession,
  card: string,
  more: Partial<{ expiry: string; cvc: string; holder: string }> = {},
): Promise<LightMyRequestResponse> {
  const provider = paymentProviderOf(app).app;
  const page = await provider.inject({ method: 'GET', url: providerPath(session.redirectUrl) });
  // Paid already: the provider sends the player to the result again.
  if (page.statusCode === 303) return page;
  expect(page.statusCode, page.body).toBe(200);
  return provider.inject({
    method: 'POST',
    url: '/pay',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      session: session.session,
      cardNumber: card,
      expiry: more.expiry ?? '12/40',
      cvc: more.cvc ?? '123',
      holder: more.holder ?? 'Demo Player',
    }).toString(),
  });
}

/** Where the provider sent the player back, as a path of the site: `/en/onpay/success?paymentId=...`. */
export function returnedTo(response: LightMyRequestResponse): string {
  expect(response.statusCode, response.body).toBe(303);
  const url = new URL(String(response.headers.location), 'http://provider.invalid');
  return `${url.pathname}${url.search}`;
}
