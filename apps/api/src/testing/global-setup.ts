import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { preparePglite } from '../db/database';
import { seedDatabase } from '../seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dump of a migrated and seeded PGlite (see test-database.ts). */
    pgliteTemplate: string;
  }
}

/**
 * Creating a PGlite database runs initdb (2-5 s); loading a dump of one takes well under a
 * second. So the run prepares one database and every test file starts from a copy.
 */
export default async function setup(project: TestProject) {
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
