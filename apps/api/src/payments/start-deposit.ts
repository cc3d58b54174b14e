import { PAYMENT_ERROR_CODES } from '@bet/contract';
import type { BonusChoice, PaymentSession, PaymentRecord, startDepositBodySchema } from '@bet/contract';
import type { z } from 'zod';
import type { Player } from '../auth/players';
import type { Db } from '../db/database';
import type { Clock } from '@bet/platform';
import { formatMinor } from '../betting/format-minor';
import { checkDepositLimits } from '../limits/deposit-limit-check';
import { checkMethodAndAmount } from './amount-bounds';
import { canDeposit } from './ban-rule';
import type { ForcedRefusals } from './forced-refusals';
import { issueSession, SESSION_TTL_MS } from './issue-session';
import type { SessionPlace } from './issue-session';
import { paymentAccount } from './payment-account';
import { hasDeposit, toRecord } from './payment-records';
import { refusePayment } from './payment-refusal';
import { storePayment } from './store-payment';

export type StartDepositInput = z.output<typeof startDepositBodySchema>;

/**
 * Starts a deposit (contract startDeposit): checks the player, the account, the method and the
 * amount, stores the payment as `created` with the bonus choice it will apply, and answers the
 * signed session. Nothing moves until the provider's callback says the money arrived.
 */
export async function startDepositFor(
  deps: { db: Db; clock: Clock; refusals: ForcedRefusals },
  player: Player,
  body: StartDepositInput,
  place: Omit<SessionPlace, 'lang'>,
): Promise<PaymentSession & { payment: PaymentRecord }> {
  deps.refusals.check();
  if (!canDeposit(player)) {
    throw refusePayment(
      PAYMENT_ERROR_CODES.accountRestricted,
      'Deposits are closed for this account while it is restricted',
    );
  }
  const account = await paymentAccount(deps.db, player.id, body.accountId);
  const method = checkMethodAndAmount(body.methodId, account.iso, 'deposit', body.amount);
  // The first-deposit bonus (first-deposit-bonus.ts): the main account's first deposit only.
  const bonusChoice: BonusChoice =
    account.type === 0 && !(await hasDeposit(deps.db, player.id))
      ? (body.bonusChoice ?? (player.bonusChoice as BonusChoice))
      : 0;
  const now = new Date(deps.clock.now());
  const { row } = await storePayment(
    deps.db,
    {
      playerId: player.id,
      accountId: account.id,
      kind: 'deposit',
      methodId: method.id,
      amount: body.amount,
      currencyCode: account.iso,
      status: 'created',
      requestId: body.requestId,
      bonusChoice,
      createdAt: now,
      updatedAt: now,
      expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
    },
    body,
    // Spec 01 §4 "Deposit limit": checked with this deposit stored, in its transaction (limits/).
    async (tx) => {
      const shortfall = await checkDepositLimits(tx, {
        playerId: player.id,
        amount: body.amount,
        currency: account.iso,
        at: now,
      });
      if (shortfall) {
        throw refusePayment(
          PAYMENT_ERROR_CODES.limitExceeded,
          shortfall.remaining === 0 && (shortfall.limitType === 30 || shortfall.limitType === 33)
            ? 'Deposits are closed while a self-exclusion or deposit time-out lasts'
            : `The deposit would exceed a deposit limit: at most ${formatMinor(shortfall.remaining, account.iso)} may be deposited now`,
          shortfall.remaining,
        );
      }
    },
  );
  return { ...issueSession(row, { ...place, lang: body.lang }), payment: toRecord(row) };
}
