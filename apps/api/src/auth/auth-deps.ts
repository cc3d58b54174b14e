import type { Db } from '../db/database';
import type { CaptchaStore } from '../captcha/captcha-store';
import type { FaultStore } from '../sandbox/fault-store';
import type { Outbox } from '../sandbox/outbox';
import type { TokenCutoff } from './access-tokens';
import type { Clock } from '@bet/platform';
import type { LoginAttempts } from './login-attempts';
import type { OneTimeCodes } from './one-time-codes';

/** What the session, sign-in and registration routes share; built once per server. */
export interface AuthDeps {
  db: Db;
  /** Signs tokens and cookies (src/auth/server-secret.ts). */
  secret: string;
  clock: Clock;
  faults: FaultStore;
  outbox: Outbox;
  captchas: CaptchaStore;
  codes: OneTimeCodes;
  attempts: LoginAttempts;
  tokenCutoff: TokenCutoff;
  /** GOOGLE_ONE_TAP_CLIENT_ID; undefined: one-tap is not set up. */
  oneTapClientId: string | undefined;
}
