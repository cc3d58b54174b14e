/** Spec 01 §4 "Bet status codes". */
export const BetStatus = {
  NotCalculated: -2,
  NotStarted: -1,
  Lose: 0,
  Win: 1,
  Return: 2,
  ForcedReturn: 3,
  HalfWinHalfReturn: 4,
  HalfLoseHalfReturn: 5,
  HalfLoseHalfWin: 6,
} as const;

export type BetStatus = (typeof BetStatus)[keyof typeof BetStatus];
