import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { siteConfigSchema } from '@bet/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../paths';
import { seedDatabase } from '../seed';
import { buildServer } from '../server';
import type { Database } from './database';
import { openDatabase } from './database';
import { configGroups, countries, languages, siteConfig } from './schema';

let base: string;

beforeAll(async () => {
  base = await mkdtemp(join(tmpdir(), 'bet-api-data-'));
});
afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

async function counts(database: Database) {
  const count = async (table: typeof languages | typeof countries | typeof configGroups) =>
    (await database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;
  // Both drivers answer raw SQL with { rows }.
  const applied = (await database.db.execute(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { n: number }[] };
  return {
    languages: (await count(languages)) ?? 0,
    countries: (await count(countries)) ?? 0,
    configGroups: (await count(configGroups)) ?? 0,
    migrations: applied.rows[0]?.n ?? 0,
  };
}

describe('an embedded database in a folder', () => {
  it('keeps what was changed across restarts, migrating and seeding once', async () => {
    // Parent folders that do not exist yet: the server creates them.
    const location = { kind: 'pglite', dataDir: join(base, 'nested/folders/pglite') } as const;
    const journal = JSON.parse(await readFile(join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'));

    // First start, on a new folder, by a caller that opens the database itself: created,
    // migrated, seeded.
    const first = await openDatabase(location);
    await seedDatabase(first.db);
    const seeded = await counts(first);
    expect(seeded.migrations).toBe(journal.entries.length);
    const firstApp = await buildServer({ database: first, mode: 'test', webDist: '/nonexistent' });
    expect(siteConfigSchema.parse((await firstApp.inject('/bff-api/config/all.json')).json())).toMatchObject({
      companyName: 'Orbit Bet',
      minAge: 18,
      languages: ['ru', 'en', 'kz', 'ua', 'az', 'tr', 'de', 'es'],
    });
    // An operator edits the data, and removes a language (its config group goes with it).
    await first.db
      .update(siteConfig)
      .set({ companyName: 'Orbit Bet Persisted', minAge: 21 })
      .where(eq(siteConfig.id, 1));
    await first.db.delete(languages).where(eq(languages.code, 'kz'));
    expect(await counts(first)).toEqual({
      ...seeded,
      languages: seeded.languages - 1,
      configGroups: seeded.configGroups - 1,
    });
    await firstApp.close();
    await first.close();

    // Second start, as main.ts does it (the server opens and closes the database): migrations
    // already applied are skipped, full tables are not seeded again, the edits are served.
    const secondApp = await buildServer({ database: location, mode: 'test', webDist: '/nonexistent' });
    try {
      const config = siteConfigSchema.parse((await secondApp.inject('/bff-api/config/all.json')).json());
      expect(config).toMatchObject({
        companyName: 'Orbit Bet Persisted',
        minAge: 21,
        languages: ['ru', 'en', 'ua', 'az', 'tr', 'de', 'es'],
        langHiddenUnauthorized: [],
      });
    } finally {
      await secondApp.close();
    }
    // Three opens of a folder database (initdb, migrations, the seed with the sportsbook feed)
    // take well over the default 30 s on a loaded two-core machine.
  }, 120_000);
});
