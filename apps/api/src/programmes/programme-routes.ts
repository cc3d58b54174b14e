import {
  BRING_FRIEND_QUERY_TAG,
  checkPromoCode,
  getBringFriend,
  getPersonalManager,
  getPlayerIdeas,
  getPromotionPage,
  IDEA_LIMITS,
  OFFICE_ANSWER_STATUS,
  requestManagerCall,
  shareIdea,
  type OfficeAnswer,
  type PromoCodeCheck,
} from '@bet/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireSignIn, signedInOf } from '../auth/auth-guard';
import { registerCall } from '../http/register-call';
import type { ServerDeps } from '../server-deps';
import { inviteCodeOf, MANAGER_CALL_PAUSE_MS, MANAGERS, playerGroupOf, promotionsOf } from './programme-rules';
import {
  findPromoCode,
  friendsOf,
  ideasOf,
  ideasSince,
  linkInvitedFriend,
  managerCallsSince,
  playerFacts,
  storeIdea,
  storeManagerCall,
} from './programme-store';

type ProgrammeDeps = Pick<ServerDeps, 'db' | 'secret' | 'clock' | 'faults' | 'tokenCutoff'>;

const HOUR_MS = 3_600_000;
const done: OfficeAnswer = { status: OFFICE_ANSWER_STATUS.done, messages: [] };
/** Spec 02 §8 Office: a refusal carries the server's message (status 2). */
const refused = (message: string): OfficeAnswer => ({ status: OFFICE_ANSWER_STATUS.refused, messages: [message] });

/**
 * The registration hook of bring a friend: the `bf_tag` cookie the consent core wrote from the
 * invite link (spec 02 §9, 1 day), or the same tag in the registration's query, links the new
 * player to the inviter. Called by every registration type once a player is created.
 */
export async function linkFriendOnRegistration(
  deps: Pick<ServerDeps, 'db' | 'clock'>,
  request: FastifyRequest,
  playerId: number,
): Promise<void> {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = typeof query?.[BRING_FRIEND_QUERY_TAG] === 'string' ? query[BRING_FRIEND_QUERY_TAG] : undefined;
  const code = request.cookies?.[BRING_FRIEND_QUERY_TAG] ?? fromQuery;
  await linkInvitedFriend(deps.db, playerId, code, new Date(deps.clock.now()));
}

/** The promotion, bring-a-friend, manager and idea pages (contract programme-calls.ts; README "Programmes"). */
export function registerProgrammeRoutes(app: FastifyInstance, deps: ProgrammeDeps): void {
  const { db, clock } = deps;
  const preHandler = requireSignIn(deps, { terms: true });
  const now = () => new Date(clock.now());
  const options = { preHandler, noStore: true };
  const playerOf = (request: FastifyRequest) => signedInOf(request).player.id;

  registerCall(
    app,
    getBringFriend,
    async ({ request }) => {
      const playerId = playerOf(request);
      const { currency } = await playerFacts(db, playerId);
      return { inviteCode: inviteCodeOf(playerId), friends: await friendsOf(db, playerId, currency) };
    },
    options,
  );

  registerCall(
    app,
    getPromotionPage,
    async ({ request }) => {
      const { registeredAt } = await playerFacts(db, playerOf(request));
      // Spec 01 §3 promoSetting.promoCodeCheckSection: the sandbox always offers the check.
      return { promoCodeCheckSection: { isAvailable: true }, promotions: promotionsOf(registeredAt, now()) };
    },
    options,
  );

  registerCall(
    app,
    checkPromoCode,
    async ({ body, request }): Promise<PromoCodeCheck> => {
      const code = body.code.trim();
      const promo = await findPromoCode(db, playerOf(request), code);
      if (!promo) return { state: 'unknown', code };
      if (promo.usedByCouponId !== null) return { state: 'used', code: promo.code };
      if (promo.expiresAt !== null && promo.expiresAt.getTime() <= now().getTime())
        return { state: 'expired', code: promo.code };
      return {
        state: 'valid',
        code: promo.code,
        gives: promo.name ?? 'A bonus on an express coupon',
        expiresAt: promo.expiresAt?.getTime() ?? null,
      };
    },
    options,
  );

  registerCall(
    app,
    getPersonalManager,
    async ({ request }) => MANAGERS[playerGroupOf((await playerFacts(db, playerOf(request))).currency)],
    options,
  );

  registerCall(
    app,
    requestManagerCall,
    async ({ request }) => {
      const playerId = playerOf(request);
      const at = now();
      if ((await managerCallsSince(db, playerId, new Date(at.getTime() - MANAGER_CALL_PAUSE_MS))) > 0)
        return refused('Your manager already has your request and will call you soon.');
      await storeManagerCall(db, playerId, at);
      return done;
    },
    options,
  );

  registerCall(app, getPlayerIdeas, async ({ request }) => ({ ideas: await ideasOf(db, playerOf(request)) }), options);

  registerCall(
    app,
    shareIdea,
    async ({ body, request }) => {
      const playerId = playerOf(request);
      const at = now();
      // The support's hourly bound (support-routes.ts acceptRequest): counted in the table itself.
      if ((await ideasSince(db, playerId, new Date(at.getTime() - HOUR_MS))) >= IDEA_LIMITS.perHour)
        return refused(`You can share ${IDEA_LIMITS.perHour} ideas an hour. Please try again later.`);
      await storeIdea(db, playerId, body, at);
      return done;
    },
    options,
  );
}
