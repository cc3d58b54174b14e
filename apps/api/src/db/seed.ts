import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database';
import {
  configGroups,
  countries,
  currencies,
  footerSocialLinks,
  languages,
  siteConfig,
  siteConfigTranslations,
} from './schema';
import {
  seedConfigGroups,
  seedCountries,
  seedCurrencies,
  seedFooterSocialLinks,
  seedLanguages,
  seedSiteConfig,
  seedSiteConfigTranslations,
} from './seed-data';

/**
 * Fills each table that is empty, in one transaction, and leaves tables with rows alone: what
 * an operator edits survives restarts, and a table added by a later migration still gets its
 * seed. Order follows the foreign keys.
 */
export async function seedDatabase(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const fill = async <T extends PgTable>(table: T, rows: T['$inferInsert'][]) => {
      const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(table as PgTable);
      if ((row?.count ?? 0) > 0 || rows.length === 0) return;
      // A second server seeding the same PostgreSQL at the same moment must not fail the start.
      await tx.insert(table).values(rows).onConflictDoNothing();
    };
    await fill(languages, seedLanguages);
    await fill(currencies, seedCurrencies);
    await fill(countries, seedCountries);
    await fill(siteConfig, [seedSiteConfig]);
    await fill(siteConfigTranslations, seedSiteConfigTranslations);
    await fill(footerSocialLinks, seedFooterSocialLinks);
    await fill(configGroups, seedConfigGroups);
  });
}
