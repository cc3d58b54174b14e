/**
 * The money checks of the placement chaos (issue 17 "0 duplicate bets, 0 lost or double debits,
 * and the ledger sums to every balance"), for one player: what the client learned against what
 * the sandbox's history and ledger hold. Pure, so each check is proven to fail on its own case
 * (placement-checks.test.ts).
 */

/** The sandbox's ledger of one player (control API `payments/ledger`). */
export interface Ledger {
  entries: { accountId: number; kind: string; amount: number; ref: string }[];
  accounts: { accountId: number; balance: number; ledgerSum: number }[];
}

export interface PlayerRecord {
  /** Coupons the client was told were accepted: id to stake. */
  accepted: ReadonlyMap<string, number>;
  /** Coupon ids of the player's bet history, every page. */
  history: readonly string[];
  ledger: Ledger;
  /** The account the stakes came from, and what was deposited into it. */
  accountId: number;
  deposited: number;
}

export interface MoneyChecks {
  duplicateBets: number;
  lostCoupons: number;
  strayCoupons: number;
  lostDebits: number;
  doubleDebits: number;
  debitsOfRefused: number;
  wrongDebitAmounts: number;
  unbalancedAccounts: number;
  balanceNotDepositLessStakes: number;
}

export const NO_FAULTS: MoneyChecks = {
  duplicateBets: 0,
  lostCoupons: 0,
  strayCoupons: 0,
  lostDebits: 0,
  doubleDebits: 0,
  debitsOfRefused: 0,
  wrongDebitAmounts: 0,
  unbalancedAccounts: 0,
  balanceNotDepositLessStakes: 0,
};

/** Counts each kind of fault in one player's record. */
export function checkPlayerMoney(record: PlayerRecord): MoneyChecks {
  const { accepted, history, ledger } = record;
  const stakes = new Map<string, number[]>();
  for (const entry of ledger.entries) {
    if (entry.kind === 'stake') stakes.set(entry.ref, [...(stakes.get(entry.ref) ?? []), entry.amount]);
  }
  const checks = { ...NO_FAULTS };
  // A bet stored twice under one id, or more bets than placements the client was told of.
  checks.duplicateBets = history.length - new Set(history).size + Math.max(0, history.length - accepted.size);
  checks.lostCoupons = [...accepted.keys()].filter((id) => !history.includes(id)).length;
  checks.strayCoupons = history.filter((id) => !accepted.has(id)).length;
  for (const [couponId, amount] of accepted) {
    const debits = stakes.get(`coupon:${couponId}`) ?? [];
    if (debits.length === 0) checks.lostDebits += 1;
    if (debits.length > 1) checks.doubleDebits += debits.length - 1;
    if (debits.length === 1 && debits[0] !== -amount) checks.wrongDebitAmounts += 1;
  }
  for (const ref of stakes.keys()) {
    if (!accepted.has(ref.replace(/^coupon:/, ''))) checks.debitsOfRefused += 1;
  }
  checks.unbalancedAccounts = ledger.accounts.filter((account) => account.balance !== account.ledgerSum).length;
  const account = ledger.accounts.find((candidate) => candidate.accountId === record.accountId);
  const staked = [...accepted.values()].reduce((sum, amount) => sum + amount, 0);
  if (account?.balance !== record.deposited - staked) checks.balanceNotDepositLessStakes = 1;
  return checks;
}

/** Adds one player's checks to the run's (which may carry checks of its own: kept as they are). */
export function addChecks<T extends MoneyChecks>(total: T, player: MoneyChecks): T {
  const sum = { ...total };
  for (const key of Object.keys(NO_FAULTS) as (keyof MoneyChecks)[]) sum[key] += player[key];
  return sum;
}
