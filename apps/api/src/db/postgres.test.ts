import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { siteConfigSchema } from '@bet/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../paths';
import { seedDatabase } from '../seed';
import { buildServer } from '../server';
import { openDatabase } from './database';

/**
 * The PostgreSQL driver, against a server named by TEST_DATABASE_URL (a throwaway database: it
 * gets migrated and seeded). Skipped when the variable is not set, as on CI without PostgreSQL.
 */
const url = process.env['TEST_DATABASE_URL'];

describe.skipIf(!url)('PostgreSQL through node-postgres', () => {
  it('migrates and seeds once, then serves the config', async () => {
    const location = { kind: 'postgres', url: url ?? '' } as const;
    const journal = JSON.parse(await readFile(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'));
    // Twice: the second open finds everything applied and seeded.
    const first = await openDatabase(location);
    await seedDatabase(first.db).finally(() => first.close());
    const database = await openDatabase(location);
    try {
      await seedDatabase(database.db);
      const applied = (await database.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { n: number }[] };
      expect(applied.rows[0]?.n).toBe(journal.entries.length);
      const app = await buildServer({ database, mode: 'production', webDist: '/nonexistent' });
      const response = await app.inject({
        url: '/bff-api/config/all.json?lang=en',
        headers: { 'x-geo-country-code': 'kz' },
      });
      await app.close();
      expect(siteConfigSchema.parse(response.json())).toMatchObject({ lng: 'en', geoCountryId: 66 });
    } finally {
      await database.close();
    }
  });
});
