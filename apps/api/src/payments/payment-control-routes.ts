import {
  decideWithdrawal,
  deliverPaymentCallbacks,
  getPaymentLedger,
  getPaymentSandbox,
  resolvePayment,
  setPaymentSandbox,
} from '@bet/contract';
import type { PaymentSandboxState } from '@bet/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../server-deps';
import { accounts, ledgerEntries, payments } from '../db/schema';
import { HttpError } from '../http/http-error';
import { toSeconds } from '../http/epoch-seconds';
import { registerCall } from '../http/register-call';
import { unbalancedAccounts } from './ledger';
import { toRecord } from './payment-records';
import { endWithdrawal } from './withdrawals';
import { rowIdOf } from '../db/row-id';

type ControlDeps = Pick<ServerDeps, 'db' | 'clock' | 'paymentProvider' | 'paymentRefusals'>;

/** The payment switches of the control API (contract payment-control.ts); test and demo modes only. */
export function registerPaymentControlRoutes(app: FastifyInstance, deps: ControlDeps): void {
  const { paymentProvider: provider, paymentRefusals: refusals } = deps;
  const state = async (): Promise<PaymentSandboxState> => {
    const controls = await provider.controls();
    return { ...controls, ...refusals.get() };
  };
  const paymentRow = async (paymentId: string) => {
    const id = rowIdOf(paymentId);
    const [row] = id === undefined ? [] : await deps.db.select().from(payments).where(eq(payments.id, id));
    if (!row) throw HttpError.of(404, 'not_found', `No payment ${paymentId}`);
    return row;
  };

  void app.register(async (scope) => {
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    registerCall(scope, getPaymentSandbox, () => state());
    registerCall(scope, setPaymentSandbox, ({ body }) => {
      provider.setControls(body);
      refusals.set(body);
      return state();
    });
    registerCall(scope, deliverPaymentCallbacks, () => provider.deliverAll());
    registerCall(scope, resolvePayment, async ({ body }) => {
      const row = await paymentRow(body.paymentId);
      if (row.kind !== 'deposit' || !(await provider.resolve(body.paymentId, body.outcome))) {
        throw HttpError.of(409, 'not_pending', `Payment ${body.paymentId} is not a deposit pending at the provider`);
      }
      return { payment: toRecord(await paymentRow(body.paymentId)) };
    });
    registerCall(scope, decideWithdrawal, async ({ body }) => {
      const row = await paymentRow(body.paymentId);
      const ended = await endWithdrawal(
        deps.db,
        row.id,
        body.decision === 'approve' ? 'approved' : 'rejected',
        new Date(deps.clock.now()),
        body.decision === 'approve' ? null : 'Rejected by the operator',
      );
      if (!ended) throw HttpError.of(409, 'not_pending', `Payment ${body.paymentId} is not a pending withdrawal`);
      return { payment: toRecord(ended) };
    });
    registerCall(scope, getPaymentLedger, async ({ query }) => {
      const owned = await deps.db
        .select({ id: accounts.id, money: accounts.money })
        .from(accounts)
        .where(eq(accounts.playerId, query.playerId));
      const ids = owned.map((account) => account.id);
      const entries =
        ids.length === 0
          ? []
          : await deps.db
              .select()
              .from(ledgerEntries)
              .where(inArray(ledgerEntries.accountId, ids))
              .orderBy(asc(ledgerEntries.id));
      const off = new Map((await unbalancedAccounts(deps.db)).map((row) => [row.accountId, row.ledgerSum]));
      return {
        entries: entries.map((entry) => ({
          entryId: entry.id,
          accountId: entry.accountId,
          kind: entry.kind,
          amount: entry.amount,
          balanceAfter: entry.balanceAfter,
          ref: entry.ref,
          at: toSeconds(entry.createdAt.getTime()),
        })),
        accounts: owned.map((account) => ({
          accountId: account.id,
          balance: account.money,
          ledgerSum: off.get(account.id) ?? account.money,
        })),
      };
    });
  });
}
