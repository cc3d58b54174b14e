import { eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { siteConfig, siteConfigTranslations } from '../db/schema';

/** Spec 01 §3 site config companyName in one language (its translation, else the base one). */
export async function readCompanyName(db: Db, lang: string): Promise<string> {
  const [base] = await db.select({ companyName: siteConfig.companyName }).from(siteConfig).limit(1);
  const [translated] = await db
    .select({ companyName: siteConfigTranslations.companyName })
    .from(siteConfigTranslations)
    .where(eq(siteConfigTranslations.lang, lang));
  return translated?.companyName ?? base?.companyName ?? '';
}
