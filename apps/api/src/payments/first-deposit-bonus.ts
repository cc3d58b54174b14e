import type { BonusChoice } from '@bet/contract';

/**
 * The first-deposit bonus (spec 01 §3 bonus choice 0 decline, 1 sport, 2 casino; the rule is
 * ours, README "Payments"): the player's first successful deposit into the main account credits
 * the bonus account (type 4, same currency) with a share of it, 100 % for the sport bonus and
 * 50 % for the casino bonus, at most the cap of the currency; declining gives nothing. The choice
 * made at registration is the default; the deposit may carry another one.
 */
export const BONUS_PERCENT = { sport: 100, casino: 50 } as const;

const BONUS_CAPS: Record<string, number> = {
  RUB: 1_000_000,
  KZT: 5_000_000,
  USD: 15_000,
  EUR: 15_000,
  BYN: 40_000,
};
const DEFAULT_CAP = 1_000_000;

export function bonusCap(currencyIso: string): number {
  return BONUS_CAPS[currencyIso] ?? DEFAULT_CAP;
}

export function firstDepositBonus(choice: BonusChoice, amount: number, currencyIso: string): number {
  if (choice === 0) return 0;
  const percent = choice === 1 ? BONUS_PERCENT.sport : BONUS_PERCENT.casino;
  return Math.min(Math.floor((amount * percent) / 100), bonusCap(currencyIso));
}
