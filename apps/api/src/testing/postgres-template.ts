import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '../db/database';
import { openDatabase } from '../db/database';
import { seedDatabase } from '../seed';

/**
 * The test databases on a PostgreSQL server (TEST_DATABASE_URL names the server and a database
 * to connect to for CREATE/DROP DATABASE; it is left as it is). One template per run, migrated
 * and seeded; each test file gets a copy (a file copy in the server, far quicker than migrating)
 * and drops it when done. Names carry a random run id so runs sharing a server do not meet.
 */
export async function createPostgresTemplate(url: string): Promise<{ template: string; drop: () => Promise<void> }> {
  const template = `bet_test_${randomBytes(4).toString('hex')}`;
  await admin(url, `create database ${template}`);
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(url, template) });
  try {
    await seedDatabase(database.db);
  } finally {
    await database.close();
  }
  const drop = async () => {
    // The copies a crashed file left behind, then the template.
    const left = await admin(url, `select datname from pg_database where datname like '${template}\\_%'`);
    for (const row of left.rows) await admin(url, `drop database if exists ${String(row['datname'])} with (force)`);
    await admin(url, `drop database if exists ${template} with (force)`);
  };
  return { template, drop };
}

/** A copy of the template for one test file; closing it drops it. */
export async function openPostgresCopy(url: string, template: string): Promise<Database> {
  const name = `${template}_${randomBytes(4).toString('hex')}`;
  await admin(url, `create database ${name} template ${template}`);
  // Migrating finds everything applied: the template is migrated.
  const database = await openDatabase({ kind: 'postgres', url: databaseUrl(url, name) });
  return {
    ...database,
    description: `${database.description} (test copy)`,
    close: async () => {
      await database.close();
      await admin(url, `drop database if exists ${name} with (force)`);
    },
  };
}

function databaseUrl(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** One statement on its own connection (CREATE DATABASE cannot run in a pool's transaction). */
async function admin(url: string, statement: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}
