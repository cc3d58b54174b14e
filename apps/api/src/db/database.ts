import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { IN_MEMORY_DATA_DIR, MIGRATIONS_FOLDER } from '../paths';
import * as schema from './schema';

export type Schema = typeof schema;

/** Either driver's database: code above this module never knows which one it talks to. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseLocation = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

export interface Database {
  readonly db: Db;
  readonly kind: DatabaseLocation['kind'];
  /** Where the data lives, safe to log (no password). */
  readonly description: string;
  close(): Promise<void>;
}

/**
 * Opens the database and applies pending migrations (each runs once), so it is safe on every
 * start. Seeding is not this layer's: src/seed.ts fills the features' empty tables.
 */
export async function openDatabase(location: DatabaseLocation): Promise<Database> {
  return location.kind === 'postgres' ? openPostgres(location.url) : openPglite(location.dataDir);
}

async function openPglite(dataDir: string): Promise<Database> {
  if (dataDir !== IN_MEMORY_DATA_DIR) {
    // PGlite does not create missing parent folders of its data directory.
    await mkdir(dataDir, { recursive: true });
  }
  const client = await PGlite.create(dataDir);
  return preparePglite(client, dataDir === IN_MEMORY_DATA_DIR ? 'PGlite in memory' : `PGlite at ${dataDir}`);
}

/**
 * Migrates (not seeds) an open PGlite and hands it over as a Database that closes it. Tests use
 * it to start from a copy of a prepared database instead of running initdb again.
 */
export async function preparePglite(client: PGlite, description: string): Promise<Database> {
  try {
    const db = drizzlePglite({ client, schema });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return { db, kind: 'pglite', description, close: () => client.close() };
  } catch (error) {
    await client.close();
    throw error;
  }
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url });
  // An idle connection the server ends (a restart, a dropped test database) is an 'error' event
  // of the pool: without a listener it would end the process. The pool opens a new one when needed.
  pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
  try {
    // Connect first, so that a wrong URL or a missing database is reported as such and not as
    // the failure of the migrator's first statement.
    await pool.query('select 1').catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Cannot connect to PostgreSQL at ${redactUrl(url)}: ${reason}`, { cause: error });
    });
    const db = drizzleNodePg({ client: pool, schema });
    await migrateNodePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db,
      kind: 'postgres',
      description: `PostgreSQL at ${redactUrl(url)}`,
      close: () => pool.end(),
    };
  } catch (error) {
    await pool.end();
    throw error;
  }
}

function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'an unparsable URL';
  }
}
