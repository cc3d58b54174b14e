import type { SandboxFaults } from '@bet/contract';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { createTokenCutoff } from './auth/access-tokens';
import type { AuthDeps } from './auth/auth-deps';
import { createAuthGuard } from './auth/auth-guard';
import type { Clock, Random } from '@bet/platform';
import { systemClock } from '@bet/platform';
import { createLoginAttempts } from './auth/login-attempts';
import { createOneTimeCodes } from './auth/one-time-codes';
import { loadServerSecret } from './auth/server-secret';
import { createCaptchaStore } from './captcha/captcha-store';
import type { Database, DatabaseLocation } from './db/database';
import { openDatabase } from './db/database';
import { HttpError, notFound } from './http/http-error';
import { sendError } from './http/send-error';
import { DEFAULT_WEB_DIST } from './paths';
import { registerAppVersionRoutes } from './site/app-version-routes';
import { registerAuthRoutes } from './auth/auth-routes';
import { registerBetRoutes } from './betting/bet-routes';
import { registerCaptchaRoutes } from './captcha/captcha-routes';
import { registerConsentRoutes } from './consent/consent-routes';
import { registerControlRoutes } from './sandbox/control-routes';
import { registerLineRoutes } from './sportsbook/line-routes';
import { registerSportsbookControlRoutes } from './sportsbook/sportsbook-control-routes';
import { registerRegistrationRoutes } from './auth/registration-routes';
import { registerRemoteAppRoutes } from './remote-apps/remote-app-routes';
import { registerSeoRoutes } from './site/seo-routes';
import { registerSessionRoutes } from './auth/session-routes';
import { registerSiteConfigRoutes } from './site/site-config-routes';
import { registerSiteWidgetRoutes } from './site/site-widget-routes';
import { registerSocialRoutes } from './auth/social-routes';
import { registerStartupCheckRoutes } from './maintenance/startup-check-routes';
import { registerMaintenanceRoutes } from './maintenance/maintenance-routes';
import { registerTermsRoutes } from './auth/terms-routes';
import { registerUserRoutes } from './auth/user-routes';
import { registerWebAppRoutes } from './web/web-app-routes';
import { realSleep, registerFaultHooks } from './sandbox/fault-hooks';
import { createFaultStore } from './sandbox/fault-store';
import { createOutbox } from './sandbox/outbox';
import { createRedirectRule } from './maintenance/redirect-rule';
import { createSimulator } from './sportsbook/simulator';
import type { SettlementHook } from './sportsbook/settlement-hook';
import { settleGame } from './betting/settle-game';

/** production: the operator's API only; demo and test add the control API. */
export const SANDBOX_MODES = ['production', 'demo', 'test'] as const;
export type SandboxMode = (typeof SANDBOX_MODES)[number];

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
}

export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const mode = options.mode ?? 'demo';
  const ownsDatabase = !('db' in options.database);
  const database = 'db' in options.database ? options.database : await openDatabase(options.database);

  try {
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
      request.log.error({ err: error }, 'request failed');
      return sendError(reply, HttpError.of(500, 'internal_error', 'Internal server error'));
    });
    app.setNotFoundHandler((request, reply) =>
      sendError(reply, notFound(request.method, request.url.split('?')[0] ?? '/')),
    );

    const faults = createFaultStore(options.faults);
    const clock = options.clock ?? systemClock;
    const random = options.random ?? Math.random;
    const deps: AuthDeps = {
      db: database.db,
      secret: await loadServerSecret(database.db, options.sessionSecret),
      clock,
      faults,
      outbox: createOutbox(),
      captchas: createCaptchaStore(clock),
      codes: createOneTimeCodes(clock),
      attempts: createLoginAttempts(clock),
      tokenCutoff: createTokenCutoff(clock),
      oneTapClientId: options.oneTapClientId,
    };
    const guard = createAuthGuard(deps);
    const simulator = createSimulator({
      db: database.db,
      clock,
      // The bets part settles the coupons of every game the feed finishes.
      settlementHook: options.settlementHook ?? settleGame,
      // Started once the server is ready (below); test mode leaves it paused for tests to step.
      running: false,
      tickMs: options.simulatorTickMs,
      onError: (error, context) => app.log.error({ err: error }, `sportsbook ${context} failed`),
    });
    // preClose: stopped (and a step under way finished) before any onClose closes the database.
    app.addHook('preClose', async () => simulator.stop());

    registerFaultHooks(app, { faults, random, sleep: options.sleep ?? realSleep });
    registerSiteConfigRoutes(app, { db: database.db, faults });
    registerAuthRoutes(app, deps, guard);
    registerRegistrationRoutes(app, deps);
    registerSessionRoutes(app, deps, guard);
    registerSocialRoutes(app, deps);
    registerCaptchaRoutes(app, deps, options.random);
    registerTermsRoutes(app, deps, guard);
    registerUserRoutes(app, deps, guard);
    registerBetRoutes(app, deps, guard);
    registerLineRoutes(app, { db: database.db, clock });
    if (mode !== 'production') registerSportsbookControlRoutes(app, { db: database.db, clock, simulator });
    registerStartupCheckRoutes(app, { faults, redirects: createRedirectRule(() => faults.get()) });
    registerMaintenanceRoutes(app, { faults, clock });
    registerConsentRoutes(app, deps, guard, { control: mode !== 'production' });
    registerAppVersionRoutes(app, { faults, webDist: options.webDist ?? DEFAULT_WEB_DIST });
    registerSeoRoutes(app, { db: database.db });
    registerSiteWidgetRoutes(app, { db: database.db, control: mode !== 'production' });
    if (mode !== 'production') {
      // Reset keeps the feed; in test mode it pauses the simulator again (tests step it).
      registerControlRoutes(app, deps, {
        onReset: () => {
          if (mode === 'test') simulator.set({ running: false });
        },
      });
    }
    registerRemoteAppRoutes(app, { faults });
    registerWebAppRoutes(app, { db: database.db, faults, webDist: options.webDist ?? DEFAULT_WEB_DIST });

    await app.ready();
    if (mode !== 'test') simulator.set({ running: true });
    return app;
  } catch (error) {
    if (ownsDatabase) await database.close();
    throw error;
  }
}
