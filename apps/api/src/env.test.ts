import { describe, expect, it } from 'vitest';
import { readEnvConfig } from './env';
import { DEFAULT_DATA_DIR, DEFAULT_WEB_DIST, REPO_ROOT } from './paths';

describe('readEnvConfig', () => {
  it('has defaults that point into the repository', () => {
    expect(readEnvConfig({}, '/somewhere/else')).toEqual({
      port: 3000,
      paymentProviderPort: 3001,
      mediaProviderPort: 3002,
      gameProviderPort: 3003,
      webDevPort: 4200,
      host: 'localhost',
      mode: 'demo',
      database: { kind: 'pglite', dataDir: DEFAULT_DATA_DIR },
      webDist: DEFAULT_WEB_DIST,
      logLevel: 'info',
    });
    expect(DEFAULT_DATA_DIR).toBe(`${REPO_ROOT}/.data/pglite`);
    expect(DEFAULT_WEB_DIST).toBe(`${REPO_ROOT}/dist/apps/web`);
  });

  it('reads every variable, relative paths from the working directory', () => {
    const config = readEnvConfig(
      { PORT: '8080', HOST: '0.0.0.0', SANDBOX_MODE: 'test', DATA_DIR: 'db', WEB_DIST: 'web', LOG_LEVEL: 'warn' },
      '/srv/sandbox',
    );
    expect(config).toEqual({
      port: 8080,
      paymentProviderPort: 8081,
      mediaProviderPort: 8082,
      gameProviderPort: 8083,
      webDevPort: 4200,
      host: '0.0.0.0',
      mode: 'test',
      database: { kind: 'pglite', dataDir: '/srv/sandbox/db' },
      webDist: '/srv/sandbox/web',
      logLevel: 'warn',
    });
  });

  it('keeps memory:// and prefers DATABASE_URL over DATA_DIR', () => {
    expect(readEnvConfig({ DATA_DIR: 'memory://' }).database).toEqual({ kind: 'pglite', dataDir: 'memory://' });
    expect(readEnvConfig({ DATA_DIR: '/x', DATABASE_URL: 'postgres://u:p@db:5432/bet' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u:p@db:5432/bet',
    });
  });

  it('puts the payment provider on its own port: PAYMENT_PROVIDER_PORT, else PORT + 1', () => {
    expect(readEnvConfig({ PORT: '3400', PAYMENT_PROVIDER_PORT: '3999' }).paymentProviderPort).toBe(3999);
    expect(readEnvConfig({ PORT: '3400' }).paymentProviderPort).toBe(3401);
    expect(() => readEnvConfig({ PORT: '3400', PAYMENT_PROVIDER_PORT: '3400' })).toThrow(/PAYMENT_PROVIDER_PORT/);
    expect(() => readEnvConfig({ PAYMENT_PROVIDER_PORT: 'x' })).toThrow(/PAYMENT_PROVIDER_PORT/);
  });

  it('puts the game provider on its own port: GAME_PROVIDER_PORT, else PORT + 3', () => {
    expect(readEnvConfig({ PORT: '3420', GAME_PROVIDER_PORT: '3998' }).gameProviderPort).toBe(3998);
    expect(readEnvConfig({ PORT: '3420' }).gameProviderPort).toBe(3423);
    expect(() => readEnvConfig({ PORT: '3420', GAME_PROVIDER_PORT: '3420' })).toThrow(/GAME_PROVIDER_PORT/);
    expect(() => readEnvConfig({ PORT: '3420', GAME_PROVIDER_PORT: '3421' })).toThrow(/GAME_PROVIDER_PORT/);
    expect(() => readEnvConfig({ PORT: '3420', GAME_PROVIDER_PORT: '3422' })).toThrow(/GAME_PROVIDER_PORT/);
    expect(() => readEnvConfig({ GAME_PROVIDER_PORT: 'x' })).toThrow(/GAME_PROVIDER_PORT/);
  });

  it('puts the media provider on its own port: MEDIA_PROVIDER_PORT, else PORT + 2', () => {
    expect(readEnvConfig({ PORT: '3420', MEDIA_PROVIDER_PORT: '3999' }).mediaProviderPort).toBe(3999);
    expect(readEnvConfig({ PORT: '3420' }).mediaProviderPort).toBe(3422);
    expect(() => readEnvConfig({ PORT: '3420', MEDIA_PROVIDER_PORT: '3420' })).toThrow(/MEDIA_PROVIDER_PORT/);
    expect(() => readEnvConfig({ PORT: '3420', MEDIA_PROVIDER_PORT: '3421' })).toThrow(/MEDIA_PROVIDER_PORT/);
    expect(() => readEnvConfig({ MEDIA_PROVIDER_PORT: 'x' })).toThrow(/MEDIA_PROVIDER_PORT/);
    expect(() => readEnvConfig({ WEB_DEV_PORT: 'x' })).toThrow(/WEB_DEV_PORT/);
  });

  it('refuses values it cannot use, saying which', () => {
    expect(() => readEnvConfig({ PORT: 'http' })).toThrow(/PORT/);
    expect(() => readEnvConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => readEnvConfig({ SANDBOX_MODE: 'staging' })).toThrow(/SANDBOX_MODE/);
    expect(() => readEnvConfig({ DATABASE_URL: 'mysql://db/bet' })).toThrow(/DATABASE_URL/);
    expect(() => readEnvConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });

  it('reads the session secret and the one-tap client id, refusing a short secret', () => {
    const secret = 's'.repeat(32);
    expect(readEnvConfig({ SESSION_SECRET: secret, GOOGLE_ONE_TAP_CLIENT_ID: 'id.apps.example' })).toMatchObject({
      sessionSecret: secret,
      googleOneTapClientId: 'id.apps.example',
    });
    expect(() => readEnvConfig({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET must be at least 32/);
  });
});
