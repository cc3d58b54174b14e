import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Database } from '../db/database';
import { buildServer, type ServerOptions } from '../server';
import { createFakeClock, type FakeClock } from './auth-test-kit';
import { openTestDatabase } from './test-database';

export interface TestServer {
  readonly app: FastifyInstance;
  readonly clock: FakeClock;
  readonly database: Database;
  /** Closes the server and builds it again on the same database (a restart), with more options. */
  restart(options?: Partial<ServerOptions>): Promise<FastifyInstance>;
}

/**
 * A sandbox for a test file: one in-memory database copy for the file, a fresh server and fake
 * clock for each test (test mode, no web app). Read `app` and `clock` inside tests: they change
 * from test to test.
 */
export function useTestServer(options: Partial<ServerOptions> = {}): TestServer {
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  let clock: FakeClock = createFakeClock();

  async function restart(more: Partial<ServerOptions> = {}): Promise<FastifyInstance> {
    await app?.close();
    if (!database) throw new Error('The test database is not open yet');
    app = await buildServer({ database, mode: 'test', webDist: '/nonexistent', clock, ...options, ...more });
    return app;
  }

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  beforeEach(async () => {
    clock = createFakeClock();
    await restart();
  });

  return {
    get app() {
      if (!app) throw new Error('The test server starts before each test');
      return app;
    },
    get clock() {
      return clock;
    },
    get database() {
      if (!database) throw new Error('The test database is not open yet');
      return database;
    },
    restart,
  };
}
