import { POLICY_LOGO_GEO_COUNTRY_IDS } from './constants';

/** Spec 01 §2 "Policy logo only for geo country ids 1, 66, 126, 228, 120" (site config geoCountryId). */
export function isPolicyLogoShown(geoCountryId: number | null | undefined): boolean {
  return geoCountryId != null && POLICY_LOGO_GEO_COUNTRY_IDS.includes(geoCountryId);
}
