import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { preparePglite } from '../db/database';
import { seedDatabase } from '../seed';
import { createPostgresTemplate } from './postgres-template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated and seeded PGlite (see test-database.ts). */
    pgliteTemplate: string;
    /**
     * With TEST_DATABASE_URL: the server's URL and a migrated, seeded database on it that each
     * test file copies (CREATE DATABASE ... TEMPLATE); empty without it.
     */
    postgresTemplate: { url: string; template: string } | null;
  }
}

/**
 * Creating a PGlite database runs initdb (2-5 s); loading a dump of one takes well under a
 * second. So the run prepares one database and every test file starts from a copy. With
 * TEST_DATABASE_URL the files run on PostgreSQL instead, each on its own copy of a template
 * database prepared here the same way.
 */
export default async function setup(project: TestProject) {
  const url = process.env['TEST_DATABASE_URL'];
  if (url) {
    const postgres = await createPostgresTemplate(url);
    project.provide('postgresTemplate', { url, template: postgres.template });
    project.provide('pgliteTemplate', '');
    return postgres.drop;
  }
  project.provide('postgresTemplate', null);
  const folder = await mkdtemp(join(tmpdir(), 'bet-api-template-'));
  const client = await PGlite.create();
  const database = await preparePglite(client, 'PGlite test template');
  try {
    await seedDatabase(database.db);
    const dump = await client.dumpDataDir('none');
    const file = join(folder, 'template.tar');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', file);
  } finally {
    await database.close();
  }
  return () => rm(folder, { recursive: true, force: true });
}
