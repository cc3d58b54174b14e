import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import type { Database } from '../db/database';
import { openDatabase, preparePglite } from '../db/database';
import { seedDatabase } from '../seed';
import { IN_MEMORY_DATA_DIR } from '../paths';

/**
 * A migrated and seeded database in memory, copied from the run's template (global-setup.ts)
 * when there is one. A test file opens it once (beforeAll) and restores what a test changes.
 */
export async function openTestDatabase(): Promise<Database> {
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
