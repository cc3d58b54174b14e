import type { SandboxFaults } from '@bet/contract';
import type { Clock, Random } from '@bet/platform';
import { createSeededRandom, systemClock } from '@bet/platform';
import { randomInt } from 'node:crypto';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { z } from 'zod';
import { createTokenCutoff } from './auth/access-tokens';
import { registerAuthRoutes } from './auth/auth-routes';
import { createLoginAttempts } from './auth/login-attempts';
import { createOneTimeCodes } from './auth/one-time-codes';
import { registerRegistrationRoutes } from './auth/registration-routes';
import { loadServerSecret } from './auth/server-secret';
import { registerSessionRoutes } from './auth/session-routes';
import { cookieSigningKey } from './auth/signing';
import { registerSocialRoutes } from './auth/social-routes';
import { registerTermsRoutes } from './auth/terms-routes';
import { registerUserRoutes } from './auth/user-routes';
import { registerAccountRoutes } from './accounts/account-routes';
import { registerBetRoutes } from './betting/bet-routes';
import { registerCouponCodeRoutes, registerPromoControlRoutes } from './betting/coupon-code-routes';
import { settleGame } from './betting/settle-game';
import { registerCaptchaRoutes } from './captcha/captcha-routes';
import { registerLaunchRoutes } from './casino-wallet/launch-routes';
import type { PlayableGames } from './casino-wallet/playable-games';
import { registerWalletRoutes } from './casino-wallet/wallet-routes';
import { registerCatalogueControlRoutes } from './casino/casino-control-routes';
import { cataloguePlayableGames } from './casino/playable-catalogue';
import { registerCasinoRoutes } from './casino/casino-routes';
import { createCaptchaStore } from './captcha/captcha-store';
import { registerConsentRoutes } from './consent/consent-routes';
import { registerSettingsRoutes } from './settings/settings-routes';
import type { Database, DatabaseLocation } from './db/database';
import { openDatabase } from './db/database';
import { registerCookies } from './http/cookies';
import { databaseInputRefusal } from './http/database-input-error';
import { HttpError, notFound } from './http/http-error';
import { sendError } from './http/send-error';
import { registerLimitControlRoutes } from './limits/limit-control-routes';
import { registerLimitRoutes } from './limits/limit-routes';
import { checkStakeLimits } from './limits/stake-limit-check';
import { registerCasinoControlRoutes } from './game-provider/casino-control-routes';
import { createGameProvider } from './game-provider/game-provider';
import type { GameProvider } from './game-provider/game-provider';
import { registerMaintenanceRoutes } from './maintenance/maintenance-routes';
import { registerMediaRoutes } from './media/media-routes';
import { createMediaProvider } from './media-provider/media-provider';
import type { MediaProvider } from './media-provider/media-provider';
import { createPaymentProvider } from './payment-provider/payment-provider';
import type { PaymentProvider } from './payment-provider/payment-provider';
import { PROVIDER_CALLBACK_PATH, registerProviderCallbackRoute } from './payments/callback-route';
import { createForcedRefusals } from './payments/forced-refusals';
import { registerPaymentControlRoutes } from './payments/payment-control-routes';
import { registerPaymentRoutes } from './payments/payment-routes';
import { registerStartupCheckRoutes } from './maintenance/startup-check-routes';
import { DEFAULT_WEB_DIST } from './paths';
import { createAttemptLimits } from './rate-limits/attempt-limits';
import type { RateLimitOverrides } from './rate-limits/rate-limit-settings';
import { rateLimitSettings } from './rate-limits/rate-limit-settings';
import { registerRemoteAppRoutes } from './remote-apps/remote-app-routes';
import { registerControlRoutes } from './sandbox/control-routes';
import { realSleep, registerFaultHooks } from './sandbox/fault-hooks';
import { createFaultStore } from './sandbox/fault-store';
import { createOutbox } from './sandbox/outbox';
import type { SandboxMode } from './sandbox/sandbox-mode';
import { hasControlApi } from './sandbox/sandbox-mode';
import { createCspReportStore } from './security/csp-report-store';
import { registerCspReportRoutes } from './security/csp-report-routes';
import { registerSecurityHeaders } from './security/security-headers';
import { seedDatabase } from './seed';
import type { ServerDeps } from './server-deps';
import { registerAppVersionRoutes } from './site/app-version-routes';
import { registerSeoRoutes } from './site/seo-routes';
import { registerSiteConfigRoutes } from './site/site-config-routes';
import { registerSiteWidgetRoutes } from './site/site-widget-routes';
import { registerLineRoutes } from './sportsbook/line-routes';
import type { SettlementHook } from './sportsbook/settlement-hook';
import { createSimulator } from './sportsbook/simulator';
import { registerSportsbookControlRoutes } from './sportsbook/sportsbook-control-routes';
import { registerWebAppRoutes } from './web/web-app-routes';
import { registerAccountFlowControlRoutes } from './account-flows/account-flow-control-routes';
import { registerAccountFlowRoutes } from './account-flows/account-flow-routes';
import { registerPersonalDataRoutes } from './personal-data/personal-data-routes';
import { registerSecurityMethodRoutes } from './security-methods/security-method-routes';
import { registerSupportControlRoutes, registerSupportRoutes } from './support/support-routes';
import { registerProgrammeRoutes } from './programmes/programme-routes';
import { registerVerificationControlRoutes, registerVerificationRoutes } from './verification/verification-routes';
import { registerBonusControlRoutes, registerBonusRoutes } from './bonuses/bonus-routes';

// The contract's schemas use zod's small build, which loads no locale: English messages, so a
// refused request's 400 names the problem.
z.config(z.locales.en());

export interface ServerOptions {
  /**
   * An open database (the caller closes it), or where to open one (the server opens it,
   * migrates and seeds it, and closes it when the server closes).
   */
  database: Database | DatabaseLocation;
  mode?: SandboxMode;
  /** Folder of the built web app; default <repo>/dist/apps/web. */
  webDist?: string;
  /** Fastify's logger option; off unless given. */
  logger?: FastifyServerOptions['logger'];
  /** Faults switched on from the start. */
  faults?: Partial<SandboxFaults>;
  /** SESSION_SECRET; unset: one generated once and kept in the database. */
  sessionSecret?: string;
  /** GOOGLE_ONE_TAP_CLIENT_ID; unset: one-tap is not set up. */
  oneTapClientId?: string;
  /** The time the rules read (tests pass a fake one). */
  clock?: Clock;
  /** Randomness of the errorRate fault and the captcha picture's noise (tests pass a fixed one). */
  random?: Random;
  /** How the latency fault waits (tests pass one that does not). */
  sleep?: (ms: number) => Promise<void>;
  /** Settles the bets of a finished game (sportsbook feed); default: the bets part's settleGame. */
  settlementHook?: SettlementHook;
  /** The sportsbook simulator's tick; default 2000 ms. It runs except in test mode (tests step it). */
  simulatorTickMs?: number;
  /** The payment provider's origin the player is sent to; default http://localhost:3001 (main.ts: PAYMENT_PROVIDER_PORT). */
  paymentProviderUrl?: string;
  /**
   * This server's own origin, where the provider sends its callbacks over HTTP (main.ts sets it);
   * unset: the callbacks are injected into this server in-process (tests).
   */
  callbackOrigin?: string;
  /** How often the provider runs what is due (pending payments, callback retries); default 1000 ms, not in test mode. */
  paymentProviderTickMs?: number;
  /** The media provider's origin (video and zone pages); default http://localhost:3002 (main.ts: MEDIA_PROVIDER_PORT). */
  mediaProviderUrl?: string;
  /** The origins that may frame the media provider's pages (the site's); default http://localhost:3000. */
  mediaFrameAncestors?: readonly string[];
  /** Changes to the default attempt limits (README "Rate limits"; main.ts: RATE_LIMITS). */
  rateLimits?: RateLimitOverrides;
  /** The game provider's origin (its game pages); default http://localhost:3003 (main.ts: GAME_PROVIDER_PORT). */
  gameProviderUrl?: string;
  /** The site's origins that may frame the games (and receive their messages); default http://localhost:3000. */
  gameFrameAncestors?: readonly string[];
  /** The catalogue's games for the launch; default none (every launch answers game_not_found). */
  playableGames?: PlayableGames;
  /** The game provider's draws; default a seeded one in test mode, else crypto randomness. */
  gameRandom?: Random;
  /** How long the game provider waits for a wallet answer before it rolls the bet back; default 5000 ms. */
  walletTimeoutMs?: number;
}

const providers = new WeakMap<FastifyInstance, PaymentProvider>();

const mediaProviders = new WeakMap<FastifyInstance, MediaProvider>();

const gameProviders = new WeakMap<FastifyInstance, GameProvider>();

/** The game provider a server built: main.ts listens on its app, tests drive it. */
export function gameProviderOf(app: FastifyInstance): GameProvider {
  const provider = gameProviders.get(app);
  if (!provider) throw new Error('This server was not built by buildServer');
  return provider;
}

/** Uniform in [0, 1) from the operating system's randomness: real-money outcomes are not predictable. */
const cryptoRandom: Random = () => randomInt(0, 2 ** 48) / 2 ** 48;

/** The media provider a server built: main.ts listens on its app, tests call it. */
export function mediaProviderOf(app: FastifyInstance): MediaProvider {
  const provider = mediaProviders.get(app);
  if (!provider) throw new Error('This server was not built by buildServer');
  return provider;
}

/** The payment provider a server built: main.ts listens on its app, tests drive it. */
export function paymentProviderOf(app: FastifyInstance): PaymentProvider {
  const provider = providers.get(app);
  if (!provider) throw new Error('This server was not built by buildServer');
  return provider;
}

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const mode = options.mode ?? 'demo';
  const ownsDatabase = !('db' in options.database);
  const database = 'db' in options.database ? options.database : await openDatabase(options.database);

  try {
    if (ownsDatabase) await seedDatabase(database.db);
    const app = Fastify({ logger: options.logger ?? false });
    if (ownsDatabase) app.addHook('onClose', async () => database.close());

    app.setErrorHandler((error, request, reply) => {
      if (error instanceof HttpError) {
        if (error.statusCode >= 500) request.log.warn({ errors: error.errors }, error.message);
        return sendError(reply, error);
      }
      const status = (error as { statusCode?: unknown }).statusCode;
      if (typeof status === 'number' && status >= 400 && status < 500) {
        // Fastify's own refusals: unreadable JSON, unsupported media type, body too large.
        const code = (error as { code?: unknown }).code;
        const message = (error as Error).message;
        return sendError(reply, HttpError.of(status, typeof code === 'string' ? code : 'bad_request', message));
      }
      const refusal = databaseInputRefusal(error);
      if (refusal) return sendError(reply, refusal);
      request.log.error({ err: error }, 'request failed');
      return sendError(reply, HttpError.of(500, 'internal_error', 'Internal server error'));
    });
    app.setNotFoundHandler((request, reply) =>
      sendError(reply, notFound(request.method, request.url.split('?')[0] ?? '/')),
    );

    const clock = options.clock ?? systemClock;
    const paymentProviderUrl = options.paymentProviderUrl ?? 'http://localhost:3001';
    const mediaProviderUrl = options.mediaProviderUrl ?? 'http://localhost:3002';
    // Every answer of the site's origin, pages first of all (README "Security headers and CSP").
    const gameProviderUrl = options.gameProviderUrl ?? 'http://localhost:3003';
    const gameSiteOrigins = options.gameFrameAncestors ?? ['http://localhost:3000'];
    await registerSecurityHeaders(app, { mode, paymentProviderUrl, mediaProviderUrl, gameProviderUrl });
    const secret = await loadServerSecret(database.db, options.sessionSecret);
    const callbackOrigin = options.callbackOrigin;
    const paymentProvider = createPaymentProvider({
      // Its own provider_* tables in the same database: a restart keeps its pending payments and callbacks.
      db: database.db,
      secret,
      clock,
      logger: options.logger ?? false,
      // Server to server: HTTP to this server's origin, or an inject when it does not listen (tests).
      send: async (body, signature) => {
        const headers = { 'content-type': 'application/json', 'x-provider-signature': signature };
        if (callbackOrigin) {
          const response = await fetch(`${callbackOrigin}${PROVIDER_CALLBACK_PATH}`, { method: 'POST', headers, body });
          return response.status;
        }
        const response = await app.inject({ method: 'POST', url: PROVIDER_CALLBACK_PATH, headers, payload: body });
        return response.statusCode;
      },
    });
    providers.set(app, paymentProvider);
    // Reads the sportsbook's tables and checks the operator's video tokens with the shared key.
    const mediaProvider = createMediaProvider({
      db: database.db,
      secret,
      clock,
      origin: mediaProviderUrl,
      frameAncestors: options.mediaFrameAncestors ?? ['http://localhost:3000'],
      logger: options.logger ?? false,
    });
    mediaProviders.set(app, mediaProvider);
    // Moves real money only through this server's seamless wallet, server to server.
    const gameProvider = createGameProvider({
      // Its own game_provider_retries table in the same database: a restart keeps its retries.
      db: database.db,
      secret,
      clock,
      random: options.gameRandom ?? (mode === 'test' ? createSeededRandom(14) : cryptoRandom),
      origin: gameProviderUrl,
      frameAncestors: gameSiteOrigins,
      logger: options.logger ?? false,
      ...(options.walletTimeoutMs === undefined ? {} : { walletTimeoutMs: options.walletTimeoutMs }),
      transport: async (path, body, headers) => {
        if (callbackOrigin) {
          const response = await fetch(`${callbackOrigin}${path}`, { method: 'POST', headers, body });
          return { status: response.status, body: await response.text() };
        }
        const response = await app.inject({ method: 'POST', url: path, headers, payload: body });
        return { status: response.statusCode, body: response.body };
      },
    });
    gameProviders.set(app, gameProvider);
    const deps: ServerDeps = {
      mode,
      db: database.db,
      secret,
      clock,
      random: options.random ?? Math.random,
      sleep: options.sleep ?? realSleep,
      faults: createFaultStore(options.faults),
      outbox: createOutbox(),
      captchas: createCaptchaStore(clock),
      codes: createOneTimeCodes(clock),
      attempts: createLoginAttempts(clock),
      attemptLimits: createAttemptLimits(clock, rateLimitSettings(options.rateLimits)),
      tokenCutoff: createTokenCutoff(clock),
      oneTapClientId: options.oneTapClientId,
      simulator: createSimulator({
        db: database.db,
        clock,
        // The bets part settles the coupons of every game the feed finishes.
        settlementHook: options.settlementHook ?? settleGame,
        // Started once the server is ready (below); test mode leaves it paused for tests to step.
        running: false,
        tickMs: options.simulatorTickMs,
        onError: (error, context) => app.log.error({ err: error }, `sportsbook ${context} failed`),
      }),
      webDist: options.webDist ?? DEFAULT_WEB_DIST,
      paymentProvider,
      paymentProviderUrl,
      paymentRefusals: createForcedRefusals(),
      mediaProviderUrl,
      cspReports: createCspReportStore(clock),
      playableGames: options.playableGames ?? cataloguePlayableGames(clock),
      gameProviderUrl,
      gameSiteOrigins,
    };
    // preClose: stopped (and a step under way finished) before any onClose closes the database.
    app.addHook('preClose', async () => deps.simulator.stop());
    // The provider runs what is due (pending payments resolving, callback retries) on a timer,
    // except in test mode, where tests step it through the control API.
    const providerTimer =
      mode === 'test'
        ? undefined
        : setInterval(() => {
            paymentProvider
              .tick()
              .catch((error: unknown) => app.log.error({ err: error }, 'payment provider tick failed'));
            gameProvider.tick().catch((error: unknown) => app.log.error({ err: error }, 'game provider tick failed'));
          }, options.paymentProviderTickMs ?? 1000);
    providerTimer?.unref();
    app.addHook('preClose', async () => {
      if (providerTimer) clearInterval(providerTimer);
      await paymentProvider.app.close();
      await mediaProvider.app.close();
      await gameProvider.app.close();
    });

    // Cookies are parsed, written and signed by @fastify/cookie, before any route reads them.
    await registerCookies(app, cookieSigningKey(secret));
    // Attempt limits through @fastify/rate-limit, counted by the calls that need them.
    await deps.attemptLimits.register(app);
    registerFaultHooks(app, deps);
    registerSiteConfigRoutes(app, deps);
    registerAuthRoutes(app, deps);
    registerRegistrationRoutes(app, deps);
    registerSessionRoutes(app, deps);
    registerSocialRoutes(app, deps);
    registerCaptchaRoutes(app, deps);
    registerTermsRoutes(app, deps);
    registerAccountFlowRoutes(app, deps);
    registerSecurityMethodRoutes(app, deps);
    registerUserRoutes(app, deps);
    registerAccountRoutes(app, deps);
    // Stakes meet the player's wagering, loss and self-exclusion limits (README "Limits").
    registerBetRoutes(app, deps, { wagerLimit: checkStakeLimits });
    registerCouponCodeRoutes(app, deps);
    registerPaymentRoutes(app, deps);
    registerLimitRoutes(app, deps);
    registerProviderCallbackRoute(app, deps);
    // The casino: launches and rounds for the site, the seamless wallet for the game provider.
    registerLaunchRoutes(app, deps);
    registerWalletRoutes(app, deps);
    registerLineRoutes(app, deps);
    registerMediaRoutes(app, deps);
    registerStartupCheckRoutes(app, deps);
    registerMaintenanceRoutes(app, deps);
    registerConsentRoutes(app, deps);
    registerSettingsRoutes(app, deps);
    registerAppVersionRoutes(app, deps);
    registerSeoRoutes(app, deps);
    registerSiteWidgetRoutes(app, deps);
    registerCspReportRoutes(app, deps);
    registerCasinoRoutes(app, deps);
    registerSupportRoutes(app, deps);
    registerProgrammeRoutes(app, deps);
    const faceIdProvider = registerVerificationRoutes(app, deps);
    registerBonusRoutes(app, deps);
    registerPersonalDataRoutes(app, deps);
    if (hasControlApi(mode)) {
      registerControlRoutes(app, deps);
      registerAccountFlowControlRoutes(app, deps);
      registerSportsbookControlRoutes(app, deps);
      registerPromoControlRoutes(app, deps);
      registerPaymentControlRoutes(app, deps);
      registerLimitControlRoutes(app, deps);
      registerCasinoControlRoutes(app, gameProvider);
      registerCatalogueControlRoutes(app, deps);
      registerSupportControlRoutes(app, deps);
      registerVerificationControlRoutes(app, deps, faceIdProvider);
      registerBonusControlRoutes(app, deps);
    }
    registerRemoteAppRoutes(app, deps);
    registerWebAppRoutes(app, deps);

    await app.ready();
    if (mode !== 'test') deps.simulator.set({ running: true });
    return app;
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }
}
