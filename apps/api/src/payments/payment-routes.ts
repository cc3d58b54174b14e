import {
  cancelWithdrawal,
  createPaymentRequest,
  createWithdrawal,
  getPayment,
  getPaymentHistory,
  getPaymentMethods,
  getPaymentRequests,
  getPaymentRequestTopics,
  getWithdrawals,
  startDeposit,
} from '@bet/contract';
import type { BonusChoice } from '@bet/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerDeps } from '../server-deps';
import { requireSignIn, signedInOf } from '../auth/auth-guard';
import { namesLanguage } from '../betting/names-language';
import { registerCall } from '../http/register-call';
import { readCompanyName } from '../site/company-name';
import { canDeposit, canWithdraw } from './ban-rule';
import { BONUS_PERCENT, bonusCap } from './first-deposit-bonus';
import type { SessionPlace } from './issue-session';
import { paymentAccount } from './payment-account';
import { methodsFor } from './payment-methods';
import { balanceOf, expireUnpaid, findPlayersPayment, hasDeposit, toRecord } from './payment-records';
import { readPaymentHistory } from './payment-history';
import { createPaymentRequestFor, listPaymentRequests } from './payment-requests';
import { requestTopics } from './request-topics';
import { startDepositFor } from './start-deposit';
import { cancelWithdrawalFor, createWithdrawalFor, listWithdrawals } from './withdrawals';

type PaymentRouteDeps = Pick<
  ServerDeps,
  'db' | 'secret' | 'clock' | 'faults' | 'tokenCutoff' | 'paymentProviderUrl' | 'paymentRefusals'
>;

/** The payment calls of the contract (payment-calls.ts; README "Payments"). */
export function registerPaymentRoutes(app: FastifyInstance, deps: PaymentRouteDeps): void {
  const preHandler = requireSignIn(deps, { terms: true });
  // The player's money and payments: never kept by a cache on the way.
  const signedIn = { preHandler, noStore: true };
  const refusals = deps.paymentRefusals;
  const now = () => new Date(deps.clock.now());

  /** The provider's address, this site's origin (where the player comes back) and the merchant's name. */
  async function place(request: FastifyRequest, lang: string): Promise<Omit<SessionPlace, 'lang'>> {
    return {
      secret: deps.secret,
      providerUrl: deps.paymentProviderUrl,
      siteOrigin: `${request.protocol}://${request.host}`,
      merchant: (await readCompanyName(deps.db, lang)) || 'Sandbox merchant',
    };
  }

  registerCall(
    app,
    getPaymentMethods,
    async ({ query, request }) => {
      const { player } = signedInOf(request);
      const account = await paymentAccount(deps.db, player.id, query.accountId);
      return {
        accountId: account.id,
        currencyIso: account.iso,
        deposit: methodsFor(account.iso, 'deposit'),
        withdrawal: methodsFor(account.iso, 'withdrawal'),
        firstDepositBonus: {
          available: !(await hasDeposit(deps.db, player.id)),
          choice: player.bonusChoice as BonusChoice,
          percent: { sport: BONUS_PERCENT.sport, casino: BONUS_PERCENT.casino },
          max: bonusCap(account.iso),
        },
        canDeposit: canDeposit(player),
        canWithdraw: canWithdraw(player),
      };
    },
    signedIn,
  );

  registerCall(
    app,
    startDeposit,
    async ({ body, request }) => {
      const { player } = signedInOf(request);
      return startDepositFor(
        { db: deps.db, clock: deps.clock, refusals },
        player,
        body,
        await place(request, body.lang),
      );
    },
    signedIn,
  );

  registerCall(
    app,
    getPayment,
    async ({ query, request }) => {
      const { player } = signedInOf(request);
      await expireUnpaid(deps.db, now(), player.id);
      const row = await findPlayersPayment(deps.db, player.id, query.paymentId);
      return { payment: toRecord(row), balance: await balanceOf(deps.db, row.accountId) };
    },
    signedIn,
  );

  registerCall(
    app,
    createWithdrawal,
    async ({ body, request }) => {
      const { player } = signedInOf(request);
      return createWithdrawalFor(
        { db: deps.db, clock: deps.clock, refusals },
        player,
        body,
        await place(request, body.lang),
      );
    },
    signedIn,
  );

  registerCall(
    app,
    getWithdrawals,
    async ({ query, request }) => {
      const { player } = signedInOf(request);
      return { withdrawals: await listWithdrawals(deps.db, player.id, query.status) };
    },
    signedIn,
  );

  registerCall(
    app,
    cancelWithdrawal,
    async ({ body, request }) => {
      const { player } = signedInOf(request);
      return cancelWithdrawalFor(deps, player.id, body.paymentId);
    },
    signedIn,
  );

  registerCall(
    app,
    getPaymentHistory,
    async ({ query, request }) => {
      const { player } = signedInOf(request);
      await expireUnpaid(deps.db, now(), player.id);
      return readPaymentHistory(deps.db, player.id, query);
    },
    signedIn,
  );

  registerCall(
    app,
    getPaymentRequestTopics,
    ({ request }) => ({ topics: requestTopics(namesLanguage(request)) }),
    signedIn,
  );

  registerCall(
    app,
    getPaymentRequests,
    async ({ request }) => {
      const { player } = signedInOf(request);
      return { requests: await listPaymentRequests(deps.db, player.id) };
    },
    signedIn,
  );

  registerCall(
    app,
    createPaymentRequest,
    async ({ body, request }) => createPaymentRequestFor(deps, signedInOf(request).player.id, body),
    signedIn,
  );
}
