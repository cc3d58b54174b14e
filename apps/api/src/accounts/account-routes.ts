import {
  ACCOUNT_TYPES,
  addCurrency,
  getAccounts,
  getAddableCurrencies,
  removeCurrency,
  setActiveAccount,
  type AccountChangeAnswer,
} from '@bet/contract';
import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { requireSignIn, signedInOf } from '../auth/auth-guard';
import { currencySymbol } from '../auth/currency-symbols';
import { accounts, authSettings, currencies } from '../db/schema';
import { registerCall } from '../http/register-call';
import type { ServerDeps } from '../server-deps';
import { readAccountsAnswer } from './account-list';
import { hasMoneyHistory } from './money-history';

const refused = (message: string): AccountChangeAnswer => ({ success: false, data: { message } });

/** Postgres refuses to delete a row others refer to (a coupon placed from the account). */
function isForeignKeyViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23503') return true;
  }
  return false;
}

/**
 * The accounts of spec 01 §3 and their calls (spec 02 §7 "Office and account"): the list, the
 * currencies a player may add, add and remove a currency (type 9 accounts), the active account.
 * Refusals answer success false with a message for the player (spec 02 §8 "Accounts and user").
 */
export function registerAccountRoutes(app: FastifyInstance, deps: ServerDeps): void {
  const preHandler = requireSignIn(deps, { terms: true });
  const { db } = deps;

  /** The site's currencies (the ones registration offers) the player holds no account in. */
  async function addableCurrencies(playerId: number) {
    const [settings] = await db.select({ currencyIds: authSettings.currencyIds }).from(authSettings);
    const held = db.select({ id: accounts.currencyId }).from(accounts).where(eq(accounts.playerId, playerId));
    const siteIds = settings?.currencyIds ?? [];
    if (siteIds.length === 0) return [];
    return db
      .select({ id: currencies.id, code: currencies.code })
      .from(currencies)
      .where(and(inArray(currencies.id, siteIds), notInArray(currencies.id, held)))
      .orderBy(asc(currencies.id));
  }

  registerCall(
    app,
    getAccounts,
    async ({ request, reply }) => {
      reply.header('cache-control', 'no-store');
      return readAccountsAnswer(db, signedInOf(request).player);
    },
    { preHandler },
  );

  registerCall(
    app,
    getAddableCurrencies,
    async ({ request, reply }) => {
      reply.header('cache-control', 'no-store');
      const rows = await addableCurrencies(signedInOf(request).player.id);
      return { currencies: rows.map(({ id, code }) => ({ id, iso: code, symbol: currencySymbol(code) })) };
    },
    { preHandler },
  );

  registerCall(
    app,
    addCurrency,
    async ({ request, body }) => {
      const { player } = signedInOf(request);
      const [known] = await db.select().from(currencies).where(eq(currencies.id, body.currencyId));
      if (!known) return refused(`There is no currency ${body.currencyId}`);
      const addable = await addableCurrencies(player.id);
      if (!addable.some((currency) => currency.id === body.currencyId)) {
        const [held] = await db
          .select({ id: accounts.id })
          .from(accounts)
          .where(and(eq(accounts.playerId, player.id), eq(accounts.currencyId, body.currencyId)));
        return refused(
          held ? `You already have a ${known.code} account` : `Accounts in ${known.code} cannot be opened here`,
        );
      }
      await db.insert(accounts).values({
        playerId: player.id,
        currencyId: body.currencyId,
        type: ACCOUNT_TYPES.additional,
        money: 0,
        isActive: false,
      });
      return { success: true, data: { message: `The ${known.code} account is open` } };
    },
    { preHandler },
  );

  registerCall(
    app,
    removeCurrency,
    async ({ request, body }) => {
      const { player } = signedInOf(request);
      const [account] = await db
        .select({ account: accounts, iso: currencies.code })
        .from(accounts)
        .innerJoin(currencies, eq(currencies.id, accounts.currencyId))
        .where(and(eq(accounts.playerId, player.id), eq(accounts.currencyId, body.currencyId)))
        .orderBy(asc(accounts.type));
      if (!account) return refused('You have no account in this currency');
      if (account.account.type !== ACCOUNT_TYPES.additional) {
        return refused(`The ${account.iso} account is your main account and cannot be removed`);
      }
      if (account.account.money !== 0) {
        return refused(`The ${account.iso} account still holds money: withdraw or spend it first`);
      }
      // Payments and ledger entries go with a deleted account (cascade): an account with a
      // history is kept, so the payment history never loses a line.
      if (await hasMoneyHistory(db, account.account.id)) {
        return refused(`The ${account.iso} account has bets or payments in its history and cannot be removed`);
      }
      try {
        await db.transaction(async (tx) => {
          await tx.delete(accounts).where(eq(accounts.id, account.account.id));
          // The removed account was the one bets came from: the main account takes its place.
          if (account.account.isActive) {
            await tx
              .update(accounts)
              .set({ isActive: true })
              .where(and(eq(accounts.playerId, player.id), eq(accounts.type, ACCOUNT_TYPES.main)));
          }
        });
      } catch (error) {
        if (isForeignKeyViolation(error)) {
          return refused(`The ${account.iso} account has bets or payments in its history and cannot be removed`);
        }
        throw error;
      }
      return { success: true, data: { message: `The ${account.iso} account is removed` } };
    },
    { preHandler },
  );

  registerCall(
    app,
    setActiveAccount,
    async ({ request, body }) => {
      const { player } = signedInOf(request);
      return db.transaction(async (tx) => {
        const [own] = await tx
          .select({ id: accounts.id })
          .from(accounts)
          .where(and(eq(accounts.playerId, player.id), eq(accounts.id, body.id)));
        if (!own) return { success: false };
        await tx.update(accounts).set({ isActive: false }).where(eq(accounts.playerId, player.id));
        await tx.update(accounts).set({ isActive: true }).where(eq(accounts.id, own.id));
        return { success: true };
      });
    },
    { preHandler },
  );
}
