import {
  accountChangeAnswerSchema,
  accountsAnswerSchema,
  addCurrency,
  getAccounts,
  getAddableCurrencies,
  removeCurrency,
  setActiveAccount,
  type ApiCall,
} from '@bet/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../auth/password';
import { createPlayer } from '../auth/players';
import { accounts, payments } from '../db/schema';
import { setBalance } from '../payments/testing/payment-kit';
import { authHeaders, signInAs, type SignedInBrowser } from '../testing/auth-test-kit';
import { useTestServer } from '../testing/test-server';

const server = useTestServer();

/** Seeded currencies (site-seed.ts): 1 RUB, 2 USD, 3 EUR, 4 KZT, 5 BYN; 6 KGS is not offered. */
const RUB = 1;
const USD = 2;
const EUR = 3;
const KGS = 6;

let nextPlayer = 0;

/** The id of the player's USD account (after addCurrency). */
async function usdAccountOf(browser: SignedInBrowser): Promise<number> {
  const [row] = await server.database.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.playerId, browser.userId), eq(accounts.currencyId, USD)));
  if (!row) throw new Error('no USD account');
  return row.id;
}

/** A fresh player in RUB with terms confirmed, signed in: the tests share one database. */
async function newPlayer(): Promise<SignedInBrowser & { mainId: number }> {
  nextPlayer += 1;
  const email = `accounts-${nextPlayer}-${Date.now()}@orbitbet.example`;
  const created = await createPlayer(server.database.db, {
    email,
    countryId: 1,
    currencyId: RUB,
    registrationType: 'full_reg',
    activationType: 1,
    passwordHash: await hashPassword('accounts-pass-1'),
    termsConfirmedAt: new Date(server.clock.now() + 60_000),
  });
  if (!created) throw new Error('player not created');
  const browser = await signInAs(server.app, email, 'accounts-pass-1');
  const [main] = await server.database.db.select().from(accounts).where(eq(accounts.playerId, created.id));
  return { ...browser, mainId: main?.id ?? 0 };
}

async function send(browser: SignedInBrowser, call: ApiCall, payload?: object) {
  return server.app.inject({
    method: call.method,
    url: call.path,
    headers: authHeaders(browser),
    ...(payload ? { payload } : {}),
  });
}

async function accountsOf(browser: SignedInBrowser) {
  const response = await send(browser, getAccounts);
  expect(response.statusCode, response.body).toBe(200);
  return accountsAnswerSchema.parse(response.json());
}

async function change(browser: SignedInBrowser, call: ApiCall, payload: object) {
  const response = await send(browser, call, payload);
  expect(response.statusCode, response.body).toBe(200);
  return accountChangeAnswerSchema.parse(response.json());
}

describe('accounts (spec 01 §3 "Accounts", spec 02 §7 "Office and account")', () => {
  it('needs a signed-in player', async () => {
    for (const call of [getAccounts, getAddableCurrencies, addCurrency, removeCurrency, setActiveAccount]) {
      const response = await server.app.inject({ method: call.method, url: call.path, payload: {} });
      expect(response.statusCode, call.name).toBe(401);
    }
  });

  it('lists the main account, active, with the account state parts', async () => {
    const player = await newPlayer();
    const answer = await accountsOf(player);
    expect(answer.accounts).toEqual([
      expect.objectContaining({ id: player.mainId, iso: 'RUB', type: 0, money: 0, isActive: true }),
    ]);
    expect(answer).toMatchObject({ bonuses: [], isAvailableFirstDepositBonus: true, isAccountFrozen: false });
  });

  it('offers the site currencies the player holds no account in', async () => {
    const player = await newPlayer();
    const response = await send(player, getAddableCurrencies);
    const ids = response.json<{ currencies: { id: number }[] }>().currencies.map((currency) => currency.id);
    expect(ids).toEqual([2, 3, 4, 5]);
  });

  it('adds a currency as an additional account (type 9), not active, and no longer offers it', async () => {
    const player = await newPlayer();
    expect(await change(player, addCurrency, { currencyId: USD })).toEqual({
      success: true,
      data: { message: 'The USD account is open' },
    });
    const { accounts: list } = await accountsOf(player);
    expect(list.map(({ iso, type, isActive, money }) => ({ iso, type, isActive, money }))).toEqual([
      { iso: 'RUB', type: 0, isActive: true, money: 0 },
      { iso: 'USD', type: 9, isActive: false, money: 0 },
    ]);
    const offered = (await send(player, getAddableCurrencies)).json<{ currencies: { iso: string }[] }>();
    expect(offered.currencies.map((currency) => currency.iso)).not.toContain('USD');
  });

  it('refuses a currency held already, one not offered and an unknown one, with a message (spec 02 §8)', async () => {
    const player = await newPlayer();
    await change(player, addCurrency, { currencyId: EUR });
    expect(await change(player, addCurrency, { currencyId: EUR })).toEqual({
      success: false,
      data: { message: 'You already have a EUR account' },
    });
    expect(await change(player, addCurrency, { currencyId: RUB })).toEqual({
      success: false,
      data: { message: 'You already have a RUB account' },
    });
    expect(await change(player, addCurrency, { currencyId: KGS })).toEqual({
      success: false,
      data: { message: 'Accounts in KGS cannot be opened here' },
    });
    expect(await change(player, addCurrency, { currencyId: 999 })).toEqual({
      success: false,
      data: { message: 'There is no currency 999' },
    });
    expect((await accountsOf(player)).accounts).toHaveLength(2);
  });

  it('refuses a body without a currency id (400 from the contract)', async () => {
    const player = await newPlayer();
    const response = await send(player, addCurrency, { currencyId: 'USD' });
    expect(response.statusCode).toBe(400);
  });

  it('removes an empty additional account', async () => {
    const player = await newPlayer();
    await change(player, addCurrency, { currencyId: USD });
    expect(await change(player, removeCurrency, { currencyId: USD })).toEqual({
      success: true,
      data: { message: 'The USD account is removed' },
    });
    expect((await accountsOf(player)).accounts.map((account) => account.iso)).toEqual(['RUB']);
  });

  it('refuses to remove the main account, an account with money, or a currency not held', async () => {
    const player = await newPlayer();
    expect(await change(player, removeCurrency, { currencyId: RUB })).toEqual({
      success: false,
      data: { message: 'The RUB account is your main account and cannot be removed' },
    });
    await change(player, addCurrency, { currencyId: USD });
    const usd = await usdAccountOf(player);
    await setBalance(server.database.db, usd, 150);
    expect(await change(player, removeCurrency, { currencyId: USD })).toEqual({
      success: false,
      data: { message: 'The USD account still holds money: withdraw or spend it first' },
    });
    // Spent down to nothing, its history stays: payment history never loses a line.
    await setBalance(server.database.db, usd, 0);
    expect(await change(player, removeCurrency, { currencyId: USD })).toEqual({
      success: false,
      data: { message: 'The USD account has bets or payments in its history and cannot be removed' },
    });
    expect(await change(player, removeCurrency, { currencyId: EUR })).toEqual({
      success: false,
      data: { message: 'You have no account in this currency' },
    });
    expect((await accountsOf(player)).accounts).toHaveLength(2);
  });

  it('sets the active account among the player’s own; removing the active one makes the main active', async () => {
    const player = await newPlayer();
    await change(player, addCurrency, { currencyId: USD });
    const usd = (await accountsOf(player)).accounts.find((account) => account.iso === 'USD');
    expect((await send(player, setActiveAccount, { id: usd?.id })).json()).toEqual({ success: true });
    const afterSwitch = (await accountsOf(player)).accounts;
    expect(afterSwitch.filter((account) => account.isActive).map((account) => account.iso)).toEqual(['USD']);

    await change(player, removeCurrency, { currencyId: USD });
    const afterRemove = (await accountsOf(player)).accounts;
    expect(afterRemove).toEqual([expect.objectContaining({ iso: 'RUB', isActive: true })]);
  });

  it('refuses to make another player’s account active (success false, nothing changes)', async () => {
    const owner = await newPlayer();
    const other = await newPlayer();
    expect((await send(other, setActiveAccount, { id: owner.mainId })).json()).toEqual({ success: false });
    const [row] = await server.database.db.select().from(accounts).where(eq(accounts.id, owner.mainId));
    expect(row?.isActive).toBe(true);
    expect((await accountsOf(other)).accounts.filter((account) => account.isActive)).toHaveLength(1);
  });

  it('says the first-deposit bonus is available until the first succeeded deposit', async () => {
    const player = await newPlayer();
    expect((await accountsOf(player)).isAvailableFirstDepositBonus).toBe(true);
    const at = new Date(server.clock.now());
    await server.database.db.insert(payments).values({
      playerId: player.userId,
      accountId: player.mainId,
      kind: 'deposit',
      methodId: 'card',
      amount: 50_000,
      currencyCode: 'RUB',
      status: 'succeeded',
      requestId: 'first-deposit',
      requestHash: 'first-deposit',
      createdAt: at,
      updatedAt: at,
      expiresAt: at,
    });
    expect((await accountsOf(player)).isAvailableFirstDepositBonus).toBe(false);
  });
});
