import { grantPromoCode, loadSharedCoupon, shareCoupon } from '@bet/contract';
import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../server-deps';
import { promoCodes } from '../db/schema';
import { HttpError } from '../http/http-error';
import { registerCall } from '../http/register-call';
import { feedLang } from '../sportsbook/localized';
import { readSharedCoupon, shareCouponBets } from './shared-coupons';

/** A coupon shared and loaded by its code (contract coupon-code-calls.ts; README "Coupon codes"). */
export function registerCouponCodeRoutes(app: FastifyInstance, deps: Pick<ServerDeps, 'db' | 'clock'>): void {
  registerCall(app, shareCoupon, async ({ body, reply }) => {
    reply.header('cache-control', 'no-store');
    return shareCouponBets(deps.db, body, new Date(deps.clock.now()));
  });

  registerCall(app, loadSharedCoupon, async ({ query, reply }) => {
    const coupon = await readSharedCoupon(deps.db, query.code, feedLang(query.lang), deps.clock.now());
    if (!coupon) throw HttpError.of(404, 'not_found', `No coupon was shared with the code ${query.code}`);
    reply.header('cache-control', 'no-store');
    return coupon;
  });
}

/** Control API: a promo code for a player (contract grantPromoCode), so a test's new player has one. */
export function registerPromoControlRoutes(app: FastifyInstance, deps: Pick<ServerDeps, 'db'>): void {
  registerCall(app, grantPromoCode, async ({ body, reply }) => {
    reply.header('cache-control', 'no-store');
    await deps.db
      .insert(promoCodes)
      .values({
        playerId: body.playerId,
        code: body.code,
        name: body.name ?? null,
        expiresAt: body.expiresAt === undefined ? null : new Date(body.expiresAt * 1000),
      })
      .onConflictDoNothing();
    return { code: body.code };
  });
}
