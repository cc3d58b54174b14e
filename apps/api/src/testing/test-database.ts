import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import type { Database } from '../db/database';
import { openDatabase, preparePglite } from '../db/database';
import { seedDatabase } from '../seed';
import { IN_MEMORY_DATA_DIR } from '../paths';
import { openPostgresCopy } from './postgres-template';

/**
 * A migrated and seeded database for a test file, copied from the run's template
 * (global-setup.ts): in memory (PGlite), or on PostgreSQL when the run has TEST_DATABASE_URL
 * (README "PostgreSQL in the tests"). A test file opens it once (beforeAll) and restores what a
 * test changes.
 */
export async function openTestDatabase(): Promise<Database> {
  const postgres = inject('postgresTemplate');
  if (postgres) return openPostgresCopy(postgres.url, postgres.template);
  const template = inject('pgliteTemplate');
  const database = template
    ? await preparePglite(
        await PGlite.create({ loadDataDir: new Blob([await readFile(template)]) }),
        'PGlite test copy',
      )
    : await openDatabase({ kind: 'pglite', dataDir: IN_MEMORY_DATA_DIR });
  await seedDatabase(database.db);
  return database;
}
