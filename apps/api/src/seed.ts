import { seedAuth, hashDemoPasswords } from './auth/auth-seed';
import { seedBetting } from './betting/betting-seed';
import { seedCasino } from './casino/casino-seed';
import { seedLedger } from './payments/ledger-seed';
import type { Db } from './db/database';
import { seedSite } from './site/site-seed';
import { seedSportsbook } from './sportsbook/seed-feed';

/**
 * What a new database starts with, composed here above the features so the database layer
 * knows none of them: each feature seeds its own tables, and only those that are empty, so what
 * an operator edits survives restarts and a table added by a later migration still gets its
 * seed. One transaction; the order follows the foreign keys (players and the feed need the
 * site's countries and currencies). Safe on every start: the server runs it after migrating a
 * database it opens (server.ts), the tests once for their template (testing/global-setup.ts).
 */
export async function seedDatabase(db: Db): Promise<void> {
  const demoHashes = await hashDemoPasswords(db);
  await db.transaction(async (tx) => {
    await seedSite(tx);
    await seedAuth(tx, demoHashes);
    await seedBetting(tx);
    // Start times relative to the seeding moment.
    await seedSportsbook(tx, Date.now());
    // The casino's catalogue, tournaments (windows around now) and offers.
    await seedCasino(tx, Date.now());
    // Last: the opening balances of the accounts the seeds above created.
    await seedLedger(tx);
  });
}
