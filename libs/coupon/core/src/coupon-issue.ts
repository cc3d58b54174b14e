/**
 * Every reason a coupon cannot be placed, as stable codes (the UI maps them to texts).
 * The declaration order is the priority order: the first is what the player must fix first,
 * so one clear message can be shown (`primaryIssue`). Structure comes before money: there is no
 * point asking for a bigger stake on a coupon that cannot exist.
 */
export const CouponIssue = {
  /** The coupon has no bets. */
  NoBets: 'no_bets',
  /** The typeId is not one of the spec's types 0..9. */
  UnknownType: 'unknown_type',
  /** A bet's coefficient is not a number >= 1 with at most 3 decimals. */
  InvalidCoef: 'invalid_coef',
  /** A bet is blocked (suspended market). */
  LockedBet: 'locked_bet',
  /** Two bets of a combined coupon are on the same game (dependent bets). */
  SameGame: 'same_game',
  /** A bet that may not be combined sits in a combined coupon. */
  BannedFromExpress: 'banned_from_express',
  /** Fewer bets than the type needs (express 2, system 3, patent 3, multi-bet 4, ...). */
  TooFewBetsForType: 'too_few_bets_for_type',
  /** More bets than the type allows (single 1, patent 3). */
  TooManyBetsForType: 'too_many_bets_for_type',
  /** A multi-bet without a lobby (no bet marked as banker). */
  MissingLobby: 'missing_lobby',
  /** A conditional coupon (type 5) with its bets in fewer than 2 blocks. */
  TooFewBlocks: 'too_few_blocks',
  /** No system value, or one outside max(2, bankers + 1)..n-1. */
  SystemValueOutOfRange: 'system_value_out_of_range',
  /** Promo codes are accepted for every type but singles. */
  PromoCodeOnSingle: 'promo_code_on_single',
  /** VIP bet switched on but the site does not allow it. */
  VipNotAllowed: 'vip_not_allowed',
  /** VIP bet needs a finite max bet. */
  VipNeedsMaxBet: 'vip_needs_max_bet',
  /** VIP bet takes line (not live) bets only. */
  VipLiveBet: 'vip_live_bet',
  /** VIP bet is not available for many singles (type 9). */
  VipManySingles: 'vip_many_singles',
  /** No stake entered (0 or missing). */
  NoAmount: 'no_amount',
  /** A stake that is not a whole, non-negative number of minor units. */
  InvalidAmount: 'invalid_amount',
  /** The stake is below the minimum of a type the config limits. */
  BelowMin: 'below_min',
  /** The stake is above the maximum (never for the bonus account). */
  AboveMax: 'above_max',
} as const;

export type CouponIssue = (typeof CouponIssue)[keyof typeof CouponIssue];

/** Every issue code, highest priority first. */
export const COUPON_ISSUE_PRIORITY: readonly CouponIssue[] = Object.freeze(Object.values(CouponIssue));

const rank = new Map<string, number>(COUPON_ISSUE_PRIORITY.map((issue, index) => [issue, index]));

/** The issues deduplicated and in priority order (unknown strings last, kept stable). */
export function sortIssues(issues: readonly CouponIssue[]): CouponIssue[] {
  return [...new Set(issues)].sort(
    (a, b) => (rank.get(a) ?? Number.MAX_SAFE_INTEGER) - (rank.get(b) ?? Number.MAX_SAFE_INTEGER),
  );
}

/** The one issue to show the player, or null when there is none. Order of the input is irrelevant. */
export function primaryIssue(issues: readonly CouponIssue[]): CouponIssue | null {
  return sortIssues(issues)[0] ?? null;
}
