import {
  blockUser,
  cancelLimit,
  getAvailableLimits,
  getLimits,
  getPlayerActivity,
  getSelfExcludeReasons,
  limitAction,
  pingLimits,
  reportRealityCheck,
  saveLimits,
  submitLimitTestAnswers,
} from '@bet/contract';
import type { FastifyInstance } from 'fastify';
import type { ServerDeps } from '../server-deps';
import { requireSignIn, signedInOf } from '../auth/auth-guard';
import { registerCall } from '../http/register-call';
import { applyLimitRequests, decidePending } from './limit-changes';
import { limitInputRefusal } from './limit-input-refusal';
import { limitLanguage } from './limit-language';
import { listLimits } from './limit-list';
import { allOffers } from './limit-offer';
import { doneTitle, SELF_EXCLUDE_REASONS } from './limit-texts';
import { createLimitToken, markAnswers, questionsIn, takeLimitToken } from './limit-tokens';
import { mainCurrencyOf } from './limit-usage';
import { playerActivity } from './player-activity';
import { storeRealityCheck } from './reality-check';
import { blockPlayerForGood } from './self-block';
import { pingSession } from './session-ping';

type LimitRouteDeps = Pick<ServerDeps, 'db' | 'secret' | 'clock' | 'faults' | 'tokenCutoff'>;

/**
 * The limits service of spec 02 §7 "Responsible gaming" (contract limit-calls.ts; README
 * "Limits"): every call needs a signed-in player and is the player's own (no-store).
 */
export function registerLimitRoutes(app: FastifyInstance, deps: LimitRouteDeps): void {
  const { db, clock } = deps;
  const signedIn = {
    preHandler: requireSignIn(deps, { terms: true }),
    noStore: true,
    refuseInvalid: limitInputRefusal,
  };
  // The session limit and the self-block work whatever the terms: they only ever end a session.
  const protective = { preHandler: requireSignIn(deps, { terms: false }), noStore: true };
  const now = () => new Date(clock.now());

  registerCall(
    app,
    getLimits,
    async ({ request }) => {
      const { player, session } = signedInOf(request);
      return { data: await listLimits(db, player.id, now(), session.id) };
    },
    signedIn,
  );

  registerCall(
    app,
    getAvailableLimits,
    async ({ request }) => {
      const { player } = signedInOf(request);
      const currency = await mainCurrencyOf(db, player.id);
      return { data: allOffers(currency.iso, currency.minorUnits), currency: currency.iso };
    },
    signedIn,
  );

  registerCall(
    app,
    getSelfExcludeReasons,
    ({ request }) => {
      const language = limitLanguage(request);
      return {
        items: SELF_EXCLUDE_REASONS.map((reason) => ({ id: reason.id, selfExcludeReason: reason.text[language] })),
      };
    },
    signedIn,
  );

  registerCall(
    app,
    saveLimits,
    async ({ body, request }) => {
      const { player, session } = signedInOf(request);
      const language = limitLanguage(request);
      const at = now();
      const asked = await db.transaction(async (tx) => {
        const outcome = await applyLimitRequests(tx, player.id, body.limits, { now: at, language, answered: false });
        return outcome.asked ? createLimitToken(tx, player.id, body.limits, at) : null;
      });
      return {
        status: 'ok' as const,
        data: {
          questions: asked ? questionsIn(asked.questionIds, language) : [],
          tokenGuid: asked?.tokenGuid ?? null,
          limitsData: await listLimits(db, player.id, at, session.id),
        },
      };
    },
    signedIn,
  );

  registerCall(
    app,
    submitLimitTestAnswers,
    async ({ body, request }) => {
      const { player, session } = signedInOf(request);
      const language = limitLanguage(request);
      const at = now();
      const questionsResult = await db.transaction(async (tx) => {
        const token = await takeLimitToken(tx, player.id, body.tokenGuid, { now: at, language });
        const results = markAnswers(token.questionIds, body.answers);
        // A failed self-assessment refuses the change: the token is used, nothing else changes.
        if (results.every((result) => result.passed)) {
          await applyLimitRequests(tx, player.id, token.request as Parameters<typeof applyLimitRequests>[2], {
            now: at,
            language,
            answered: true,
          });
        }
        return results;
      });
      return {
        questionsResult,
        success: questionsResult.every((result) => result.passed),
        limitsData: await listLimits(db, player.id, at, session.id),
      };
    },
    signedIn,
  );

  registerCall(
    app,
    limitAction,
    async ({ body, request }) => {
      const { player, session } = signedInOf(request);
      const language = limitLanguage(request);
      const at = now();
      const done = await db.transaction((tx) =>
        decidePending(tx, player.id, body.limitType, body.action, { now: at, language }),
      );
      return { title: doneTitle(done, language), limitsData: await listLimits(db, player.id, at, session.id) };
    },
    signedIn,
  );

  registerCall(
    app,
    cancelLimit,
    async ({ query, request }) => {
      const { player, session } = signedInOf(request);
      const language = limitLanguage(request);
      const at = now();
      const outcome = await db.transaction((tx) =>
        applyLimitRequests(tx, player.id, [{ limitType: query.limitType, limitValue: null }], {
          now: at,
          language,
          answered: true,
        }),
      );
      const waits = !outcome.asked && outcome.cancelWaits;
      return {
        title: doneTitle(waits ? 'cancelPending' : 'cancelled', language),
        limitsData: await listLimits(db, player.id, at, session.id),
      };
    },
    signedIn,
  );

  registerCall(
    app,
    pingLimits,
    async ({ request }) => {
      const { player, session } = signedInOf(request);
      return pingSession(db, clock, player.id, session.id);
    },
    protective,
  );

  registerCall(
    app,
    blockUser,
    async ({ request }) => {
      const { player } = signedInOf(request);
      await blockPlayerForGood(db, clock, player.id);
      return { success: true };
    },
    protective,
  );

  registerCall(
    app,
    reportRealityCheck,
    async ({ body, request }) => {
      const { player } = signedInOf(request);
      const { action, do_not_show_again, popup_show_at } = body.data.attributes;
      await storeRealityCheck(
        db,
        player.id,
        { action, doNotShowAgain: do_not_show_again, popupShowAt: popup_show_at },
        now(),
      );
      return { saved: true as const };
    },
    signedIn,
  );

  registerCall(
    app,
    getPlayerActivity,
    async ({ query, request }) => {
      const { player } = signedInOf(request);
      return playerActivity(db, player.id, query.days, now());
    },
    signedIn,
  );
}
