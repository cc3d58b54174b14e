import { z } from 'zod/mini';
import { defineCall } from './call';
import { coefSchema } from './line-calls';

/**
 * The anti-express price (spec 01 §3 Coupon state `antiExpressCoef`): the operator prices the
 * anti-express (coupon type 6, wins when at least one of its bets loses) itself, so the coupon
 * asks for the figure while the player builds one. The spec shows no call; ours is
 * `POST /web-api/coupon/anti-express`. Open to visitors, like the coupon config: the figure
 * depends on the line only.
 */
export const antiExpressPriceBodySchema = z.object({
  /** The coupon's bets: market ids (2 to 30). */
  bets: z
    .array(z.object({ id: z.int().check(z.positive()), gameId: z.int().check(z.positive()) }))
    .check(z.minLength(2), z.maxLength(30)),
});

export const antiExpressPriceSchema = z.object({
  /** The server's anti-express coefficient for these bets at the line's coefficients now. */
  coef: coefSchema,
  /** The line's coefficient of each bet it was priced with. */
  legs: z.array(z.object({ marketId: z.int().check(z.positive()), coef: coefSchema })),
});
export type AntiExpressPrice = z.output<typeof antiExpressPriceSchema>;

/** Refusal codes: a market gone or suspended, two bets on one game (400, `errors[0].code`). */
export const ANTI_EXPRESS_PRICE_ERRORS = {
  unavailable: 'anti_express_unavailable',
} as const;

export const getAntiExpressPrice = defineCall({
  name: 'getAntiExpressPrice',
  method: 'POST',
  path: '/web-api/coupon/anti-express',
  query: z.object({}),
  body: antiExpressPriceBodySchema,
  response: antiExpressPriceSchema,
  auth: false,
});
