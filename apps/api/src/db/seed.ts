import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database';
import { hashPassword } from '../auth/password';
import { seedSportsbook } from '../sportsbook/seed-feed';
import {
  accounts,
  authSettings,
  configGroups,
  countries,
  currencies,
  footerSocialLinks,
  languages,
  players,
  siteConfig,
  siteConfigTranslations,
  terms,
} from './schema';
import {
  SEED_TERMS_UPDATED_AT,
  seedAuthSettings,
  seedConfigGroups,
  seedDemoPlayers,
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
  const isEmpty = async (table: PgTable) => {
    const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(table);
    return (row?.count ?? 0) === 0;
  };
  // scrypt is slow on purpose: hash the demo passwords only when they will be stored, and
  // before the transaction so it is not held open meanwhile.
  const demoHashes = (await isEmpty(players))
    ? await Promise.all(seedDemoPlayers.map((demo) => hashPassword(demo.password)))
    : undefined;

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
    await fill(authSettings, [seedAuthSettings]);
    await fill(terms, [{ id: 1, updatedAt: SEED_TERMS_UPDATED_AT }]);
    // The sportsbook feed (issue 6): start times relative to the seeding moment.
    await seedSportsbook(tx, Date.now());
    if (demoHashes) {
      const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(players);
      if ((row?.count ?? 0) > 0) return;
      for (const [index, demo] of seedDemoPlayers.entries()) {
        const [player] = await tx
          .insert(players)
          .values({
            ...demo.player,
            passwordHash: demoHashes[index] ?? '',
            termsConfirmedAt: new Date(SEED_TERMS_UPDATED_AT.getTime() + 1000),
          })
          .returning({ id: players.id });
        if (!player) throw new Error('A demo player was not stored');
        await tx.insert(accounts).values({
          playerId: player.id,
          currencyId: demo.player.currencyId,
          type: 0,
          money: demo.money,
          isActive: true,
        });
      }
    }
  });
}
