import { resolve } from 'node:path';
import type { DatabaseLocation } from './db/database';
import { DEFAULT_DATA_DIR, DEFAULT_WEB_DIST, IN_MEMORY_DATA_DIR } from './paths';
import type { RateLimitOverrides } from './rate-limits/rate-limit-settings';
import { parseRateLimitOverrides } from './rate-limits/rate-limit-settings';
import type { SandboxMode } from './sandbox/sandbox-mode';
import { SANDBOX_MODES } from './sandbox/sandbox-mode';

export interface EnvConfig {
  port: number;
  /** The payment provider's own port (its own origin): PAYMENT_PROVIDER_PORT, default port + 1. */
  paymentProviderPort: number;
  /** The media provider's own port (its own origin): MEDIA_PROVIDER_PORT, default port + 2. */
  mediaProviderPort: number;
  /** The game provider's own port (its own origin): GAME_PROVIDER_PORT, default port + 3. */
  gameProviderPort: number;
  /** The Vite dev server's port (WEB_DEV_PORT, default 4200): its origin may frame the media pages too. */
  webDevPort: number;
  host: string;
  mode: SandboxMode;
  database: DatabaseLocation;
  webDist: string;
  logLevel: string;
  /** Signs tokens and cookies; unset: generated once and kept in the database. */
  sessionSecret?: string;
  googleOneTapClientId?: string;
  /** RATE_LIMITS: `off`, or JSON changes to the default attempt limits (README "Rate limits"). */
  rateLimits?: RateLimitOverrides;
}

/** A variable with a value the sandbox cannot use; its message says which and why. */
export class EnvError extends Error {
  override readonly name = 'EnvError';
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * Reads the sandbox's environment (see apps/api/README.md). Relative DATA_DIR and WEB_DIST are
 * taken from the working directory, like any path typed in a shell; the defaults sit in the
 * repository whatever the working directory. A wrong value stops the start with its reason.
 */
export function readEnvConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): EnvConfig {
  const value = (name: string) => {
    const raw = env[name]?.trim();
    return raw ? raw : undefined;
  };

  const portText = value('PORT') ?? '3000';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port > 65535) {
    throw new EnvError(`PORT must be a port number (0-65535), not '${portText}'`);
  }

  const providerText = value('PAYMENT_PROVIDER_PORT') ?? String(port + 1);
  const paymentProviderPort = Number(providerText);
  if (!/^\d+$/.test(providerText) || paymentProviderPort > 65535) {
    throw new EnvError(`PAYMENT_PROVIDER_PORT must be a port number (0-65535), not '${providerText}'`);
  }
  if (paymentProviderPort === port && port !== 0) {
    throw new EnvError(`PAYMENT_PROVIDER_PORT must differ from PORT (${port}): the provider has its own origin`);
  }

  const mediaText = value('MEDIA_PROVIDER_PORT') ?? String(port + 2);
  const mediaProviderPort = Number(mediaText);
  if (!/^\d+$/.test(mediaText) || mediaProviderPort > 65535) {
    throw new EnvError(`MEDIA_PROVIDER_PORT must be a port number (0-65535), not '${mediaText}'`);
  }
  if ((mediaProviderPort === port || mediaProviderPort === paymentProviderPort) && mediaProviderPort !== 0) {
    throw new EnvError(
      `MEDIA_PROVIDER_PORT must differ from PORT and PAYMENT_PROVIDER_PORT (${mediaProviderPort}): the provider has its own origin`,
    );
  }
  const gameText = value('GAME_PROVIDER_PORT') ?? String(port + 3);
  const gameProviderPort = Number(gameText);
  if (!/^\d+$/.test(gameText) || gameProviderPort > 65535) {
    throw new EnvError(`GAME_PROVIDER_PORT must be a port number (0-65535), not '${gameText}'`);
  }
  if ([port, paymentProviderPort, mediaProviderPort].includes(gameProviderPort) && gameProviderPort !== 0) {
    throw new EnvError(
      `GAME_PROVIDER_PORT must differ from PORT, PAYMENT_PROVIDER_PORT and MEDIA_PROVIDER_PORT (${gameProviderPort}): the provider has its own origin`,
    );
  }
  const devText = value('WEB_DEV_PORT') ?? '4200';
  const webDevPort = Number(devText);
  if (!/^\d+$/.test(devText) || webDevPort > 65535) {
    throw new EnvError(`WEB_DEV_PORT must be a port number (0-65535), not '${devText}'`);
  }

  const mode = value('SANDBOX_MODE') ?? 'demo';
  if (!(SANDBOX_MODES as readonly string[]).includes(mode)) {
    throw new EnvError(`SANDBOX_MODE must be one of ${SANDBOX_MODES.join(', ')}, not '${mode}'`);
  }

  const logLevel = value('LOG_LEVEL') ?? 'info';
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new EnvError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not '${logLevel}'`);
  }

  const url = value('DATABASE_URL');
  let database: DatabaseLocation;
  if (url !== undefined) {
    if (!/^postgres(ql)?:\/\//.test(url)) {
      throw new EnvError(
        'DATABASE_URL must be a postgres:// or postgresql:// URL (unset it for the embedded database)',
      );
    }
    database = { kind: 'postgres', url };
  } else {
    const dataDir = value('DATA_DIR');
    const resolved =
      dataDir === undefined ? DEFAULT_DATA_DIR : dataDir === IN_MEMORY_DATA_DIR ? dataDir : resolve(cwd, dataDir);
    database = { kind: 'pglite', dataDir: resolved };
  }

  const sessionSecret = value('SESSION_SECRET');
  if (sessionSecret !== undefined && sessionSecret.length < 32) {
    throw new EnvError('SESSION_SECRET must be at least 32 characters (unset it to let the sandbox make one)');
  }
  const googleOneTapClientId = value('GOOGLE_ONE_TAP_CLIENT_ID');

  const rateLimitsText = value('RATE_LIMITS');
  let rateLimits: RateLimitOverrides | undefined;
  if (rateLimitsText !== undefined) {
    const parsed = parseRateLimitOverrides(rateLimitsText);
    if (typeof parsed === 'string') throw new EnvError(`RATE_LIMITS: ${parsed}`);
    rateLimits = parsed;
  }

  const webDist = value('WEB_DIST');
  return {
    port,
    paymentProviderPort,
    mediaProviderPort,
    gameProviderPort,
    webDevPort,
    host: value('HOST') ?? 'localhost',
    mode: mode as SandboxMode,
    database,
    webDist: webDist === undefined ? DEFAULT_WEB_DIST : resolve(cwd, webDist),
    logLevel,
    ...(sessionSecret === undefined ? {} : { sessionSecret }),
    ...(googleOneTapClientId === undefined ? {} : { googleOneTapClientId }),
    ...(rateLimits === undefined ? {} : { rateLimits }),
  };
}
