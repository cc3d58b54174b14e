import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { serverSecrets } from '../db/schema';

const SESSION_SECRET_NAME = 'session';

/**
 * The key that signs tokens and cookies (spec 02 §9 user_token). SESSION_SECRET when given;
 * otherwise one generated on the first start and kept in the database, so a restart keeps every
 * session valid.
 */
export async function loadServerSecret(db: Db, given: string | undefined): Promise<string> {
  if (given) return given;
  const read = async () =>
    (await db.select().from(serverSecrets).where(eq(serverSecrets.name, SESSION_SECRET_NAME)))[0]?.value;
  const existing = await read();
  if (existing) return existing;
  // Two servers starting on one PostgreSQL at once: the second keeps the first one's secret.
  await db
    .insert(serverSecrets)
    .values({ name: SESSION_SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const created = await read();
  if (!created) throw new Error('Could not store the session secret');
  return created;
}
