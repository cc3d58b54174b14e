import { EnvError, readEnvConfig } from './env';
import { buildServer, gameProviderOf, mediaProviderOf, paymentProviderOf } from './server';

/**
 * Starts the sandbox from the environment: `npx tsx apps/api/src/main.ts` (see README.md).
 */
async function main(): Promise<void> {
  const config = readEnvConfig(process.env);
  const app = await buildServer({
    database: config.database,
    mode: config.mode,
    webDist: config.webDist,
    logger: {
      level: config.logLevel,
      // Tokens, cookies and secret fields never reach the log.
      redact: [
        'req.headers.cookie',
        'req.headers["x-auth-token"]',
        'req.headers["x-captcha"]',
        'res.headers["set-cookie"]',
      ],
    },
    // The provider is its own origin: the player goes there and back, its callbacks come over HTTP.
    paymentProviderUrl: `http://${config.host}:${config.paymentProviderPort}`,
    callbackOrigin: `http://${config.host}:${config.port}`,
    // The media provider is its own origin too; only the site (and the dev server) may frame its pages.
    mediaProviderUrl: `http://${config.host}:${config.mediaProviderPort}`,
    mediaFrameAncestors: [`http://${config.host}:${config.port}`, `http://localhost:${config.webDevPort}`],
    // The game provider too: its games are framed by the site (and the dev server) only.
    gameProviderUrl: `http://${config.host}:${config.gameProviderPort}`,
    gameFrameAncestors: [`http://${config.host}:${config.port}`, `http://localhost:${config.webDevPort}`],
    ...(config.sessionSecret === undefined ? {} : { sessionSecret: config.sessionSecret }),
    ...(config.googleOneTapClientId === undefined ? {} : { oneTapClientId: config.googleOneTapClientId }),
    ...(config.rateLimits === undefined ? {} : { rateLimits: config.rateLimits }),
  });

  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal: exiting without waiting');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'closing the server and the database');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'failed to close cleanly');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  try {
    await app.listen({ port: config.port, host: config.host });
    await paymentProviderOf(app).app.listen({ port: config.paymentProviderPort, host: config.host });
    await mediaProviderOf(app).app.listen({ port: config.mediaProviderPort, host: config.host });
    await gameProviderOf(app).app.listen({ port: config.gameProviderPort, host: config.host });
  } catch (error) {
    app.log.error(
      { err: error },
      `cannot listen on ${config.host}:${config.port}, ${config.paymentProviderPort}, ${config.mediaProviderPort} and ${config.gameProviderPort}`,
    );
    await app.close();
    process.exit(1);
  }
  const database = config.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : config.database.dataDir;
  app.log.info(
    {
      mode: config.mode,
      database,
      webDist: config.webDist,
      paymentProviderPort: config.paymentProviderPort,
      mediaProviderPort: config.mediaProviderPort,
      gameProviderPort: config.gameProviderPort,
    },
    'sandbox ready',
  );
}

main().catch((error: unknown) => {
  console.error('The sandbox could not start:', error instanceof Error ? error.message : error);
  // A wrong variable is explained by its message; anything else needs its stack.
  if (error instanceof Error && !(error instanceof EnvError) && error.stack) console.error(error.stack);
  process.exit(1);
});
