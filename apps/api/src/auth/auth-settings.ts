import type { AuthConfig } from '@bet/contract';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { authSettings, currencies } from '../db/schema';

/**
 * The auth settings row as the site config's `auth` (contract authConfigSchema), plus the offered
 * currency ids the registration calls check against.
 */
export async function readAuthSettings(db: Db): Promise<AuthConfig & { currencyIds: number[] }> {
  const [row] = await db.select().from(authSettings).limit(1);
  if (!row) throw new Error('The auth_settings table has no row');
  const known = await db.select().from(currencies).where(inArray(currencies.id, row.currencyIds));
  // In the order the settings give; an id the currencies table lacks is left out.
  const offered = row.currencyIds.flatMap((id) => {
    const currency = known.find((candidate) => candidate.id === id);
    return currency ? [{ id: currency.id, iso: currency.code }] : [];
  });
  return {
    isRegistrationAllowed: row.isRegistrationAllowed,
    isVipDomain: row.isVipDomain,
    registrationOpensAs: row.registrationOpensAs,
    registrationTypes: row.registrationTypes,
    loginForms: row.loginForms,
    socialNetworks: row.socialNetworks,
    autoLogoffMinutes: row.autoLogoffMinutes,
    currencies: offered,
    currencyIds: offered.map((currency) => currency.id),
  };
}

/** Just the contract's fields: the ids are for the registration checks, not for the client. */
export function toAuthConfig({ currencyIds: _ids, ...config }: AuthConfig & { currencyIds: number[] }): AuthConfig {
  return config;
}
