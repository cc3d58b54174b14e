import { and, eq, isNull } from 'drizzle-orm';
import {
  AD_BAIT_PATH,
  ageRestrictionSettingsSchema,
  newSiteSettingsSchema,
  POLICY_LOGO_PATH,
  setSiteNotices,
  type AgeRestrictionSettings,
  type NewSiteSettings,
} from '@bet/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { configGroups } from '../db/schema';
import { registerCall } from '../http/register-call';
import { hasControlApi } from '../sandbox/sandbox-mode';
import type { ServerDeps } from '../server-deps';

/** The smallest transparent GIF (1x1, 43 bytes): what the hidden policy image loads. */
export const TRANSPARENT_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** A script that does nothing: loading it proves no ad blocker stood in the way. */
const AD_BAIT_SCRIPT = '/* advert banner bait: loaded means no ad blocker */\n';

const AGE_RESTRICTION_GROUP = 'age_restriction';
const NEW_SITE_GROUP = 'new_site';

/** What a database without the groups (one seeded before they existed) answers: both off. */
const OFF = {
  ageRestriction: { isEnabled: false, acknowledgement: 'days' } satisfies AgeRestrictionSettings,
  newSite: { isEnabled: false } satisfies NewSiteSettings,
};

async function readNeutralGroup(db: Db, name: string): Promise<unknown> {
  const [row] = await db
    .select({ data: configGroups.data })
    .from(configGroups)
    .where(and(eq(configGroups.name, name), isNull(configGroups.lang)));
  return row?.data;
}

/** Replaces the language-neutral row of a group (two statements: the unique index is partial). */
async function writeNeutralGroup(db: Db, name: string, data: Record<string, unknown>): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(configGroups).where(and(eq(configGroups.name, name), isNull(configGroups.lang)));
    await tx.insert(configGroups).values({ name, lang: null, data });
  });
}

async function readSiteNotices(db: Db) {
  const age = ageRestrictionSettingsSchema.safeParse(await readNeutralGroup(db, AGE_RESTRICTION_GROUP));
  const newSite = newSiteSettingsSchema.safeParse(await readNeutralGroup(db, NEW_SITE_GROUP));
  return {
    ageRestriction: age.success ? age.data : OFF.ageRestriction,
    newSite: newSite.success ? newSite.data : OFF.newSite,
  };
}

/**
 * The site widgets' own paths: the hidden policy image (spec 02 §7), the ad-blocker bait, and
 * in test and demo modes the control call that switches the age notice and the new-site modal.
 */
export function registerSiteWidgetRoutes(app: FastifyInstance, { db, mode }: Pick<ServerDeps, 'db' | 'mode'>): void {
  app.get(POLICY_LOGO_PATH, async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .type('image/gif')
      .send(TRANSPARENT_GIF),
  );

  app.get(AD_BAIT_PATH, async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .type('text/javascript; charset=utf-8')
      .send(AD_BAIT_SCRIPT),
  );

  if (!hasControlApi(mode)) return;
  registerCall(app, setSiteNotices, async ({ body, reply }) => {
    reply.header('cache-control', 'no-store');
    if (body.ageRestriction) await writeNeutralGroup(db, AGE_RESTRICTION_GROUP, body.ageRestriction);
    if (body.newSite) await writeNeutralGroup(db, NEW_SITE_GROUP, body.newSite);
    return readSiteNotices(db);
  });
}
