import type { Clock, Random } from '@bet/platform';
import type { TokenCutoff } from './auth/access-tokens';
import type { LoginAttempts } from './auth/login-attempts';
import type { OneTimeCodes } from './auth/one-time-codes';
import type { AttemptLimits } from './rate-limits/attempt-limits';
import type { CaptchaStore } from './captcha/captcha-store';
import type { PlayableGames } from './casino-wallet/playable-games';
import type { Db } from './db/database';
import type { PaymentProvider } from './payment-provider/payment-provider';
import type { ForcedRefusals } from './payments/forced-refusals';
import type { CspReportStore } from './security/csp-report-store';
import type { FaultStore } from './sandbox/fault-store';
import type { Outbox } from './sandbox/outbox';
import type { SandboxMode } from './sandbox/sandbox-mode';
import type { Simulator } from './sportsbook/simulator';

/**
 * Everything the features read, built once per server by buildServer (server.ts). Every
 * feature's `registerXRoutes(app, deps)` takes this bag, or a `Pick` of what it reads, and hands
 * the same to its use cases: one shape, so adding a dependency is one field here and one line
 * in server.ts. Only types are imported, from modules that never import this one.
 */
export interface ServerDeps {
  mode: SandboxMode;
  db: Db;
  /** Signs tokens and cookies (auth/server-secret.ts). */
  secret: string;
  /** The time every rule reads (tests pass a fake one). */
  clock: Clock;
  /** The errorRate fault's draws and the captcha picture's noise (tests pass a fixed one). */
  random: Random;
  /** How the latency fault waits (tests pass one that does not). */
  sleep: (ms: number) => Promise<void>;
  faults: FaultStore;
  outbox: Outbox;
  captchas: CaptchaStore;
  codes: OneTimeCodes;
  attempts: LoginAttempts;
  /** The attempt limits of sign-in, registration, SMS, password reset and captcha (README "Rate limits"). */
  attemptLimits: AttemptLimits;
  tokenCutoff: TokenCutoff;
  /** GOOGLE_ONE_TAP_CLIENT_ID; undefined: one-tap is not set up. */
  oneTapClientId: string | undefined;
  /** The sportsbook feed's simulator: paused in test mode, running otherwise. */
  simulator: Simulator;
  /** Absolute path of the built web app. */
  webDist: string;
  /** The payment provider the sandbox also serves, on its own origin (README "Payments"). */
  paymentProvider: PaymentProvider;
  /** The provider's origin the player is sent to, e.g. http://localhost:3001. */
  paymentProviderUrl: string;
  /** The control API's forced refusals of the payment calls. */
  paymentRefusals: ForcedRefusals;
  /** The media provider's origin, where the video and zone pages are (README "Media"), e.g. http://localhost:3002. */
  mediaProviderUrl: string;
  /** The CSP violations browsers reported (README "Security headers and CSP"). */
  cspReports: CspReportStore;
  /** The catalogue's games as the casino launch reads them (README "Game provider and seamless wallet"). */
  playableGames: PlayableGames;
  /** The game provider's origin, where launched games are framed from, e.g. http://localhost:3003. */
  gameProviderUrl: string;
  /** The site's origins (the site, the dev server): a game's messages go to the one it was launched from. */
  gameSiteOrigins: readonly string[];
}
