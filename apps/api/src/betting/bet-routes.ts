import { getAntiExpressPrice, getBetHistory, getCouponById, getCouponConfig, postCoupon } from '@bet/contract';
import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../server-deps';
import { findSignedIn, requireSignIn, signedInOf } from '../auth/auth-guard';
import { readCouponConfig } from './coupon-config';
import { readBetHistory, readCouponById } from './bet-history';
import { namesLanguage } from './names-language';
import { acceptCoupon } from './accept-coupon';
import { quoteAntiExpress } from './anti-express-quote';
import type { WagerLimitCheck } from './accept-coupon';
import { HttpError } from '../http/http-error';
import { registerCall } from '../http/register-call';

export interface BetRouteOptions {
  /** The limits feature's wagering check; absent: no wagering limits. */
  wagerLimit?: WagerLimitCheck;
}

/** Placement, the coupon config, history and print-coupon (contract bet-calls.ts, coupon-config-calls.ts; paths ours, see README "Bets"). */
export function registerBetRoutes(app: FastifyInstance, deps: ServerDeps, options: BetRouteOptions = {}): void {
  const preHandler = requireSignIn(deps, { terms: true });

  registerCall(
    app,
    postCoupon,
    async ({ body, request, reply }) => {
      const { player } = signedInOf(request);
      reply.header('cache-control', 'no-store');
      return acceptCoupon({ db: deps.db, clock: deps.clock, wagerLimit: options.wagerLimit }, player, body);
    },
    { preHandler },
  );

  // The coupon's rules for everyone: a visitor (or a token no longer valid) gets the site's in RUB.
  registerCall(app, getCouponConfig, async ({ request, reply }) => {
    const signedIn = await findSignedIn(deps, request);
    reply.header('cache-control', 'no-store');
    return readCouponConfig(deps.db, signedIn?.player ?? null, deps.clock.now());
  });

  // The anti-express price depends on the line only: visitors may ask too.
  registerCall(app, getAntiExpressPrice, async ({ body, reply }) => {
    reply.header('cache-control', 'no-store');
    return quoteAntiExpress(deps.db, body.bets);
  });

  registerCall(
    app,
    getBetHistory,
    async ({ query, request, reply }) => {
      const { player } = signedInOf(request);
      reply.header('cache-control', 'no-store');
      return readBetHistory(deps.db, player.id, query, namesLanguage(request));
    },
    { preHandler },
  );

  registerCall(
    app,
    getCouponById,
    async ({ query, request, reply }) => {
      const { player } = signedInOf(request);
      const record = await readCouponById(deps.db, player.id, query.couponId, namesLanguage(request));
      // Another player's coupon is answered like a missing one: its number tells nothing.
      if (!record) throw HttpError.of(404, 'not_found', `No coupon ${query.couponId} among the player's coupons`);
      reply.header('cache-control', 'no-store');
      return record;
    },
    { preHandler },
  );
}
