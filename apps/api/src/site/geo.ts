import { DEFAULT_GEO_COUNTRY_CODE } from '@bet/contract';

/**
 * The country code of the geo header (GEO_COUNTRY_HEADER), lower-cased. A missing or malformed
 * value gives the default country; an unknown but well-formed one is resolved against the
 * countries table later.
 */
export function geoCountryCodeFrom(header: string | string[] | undefined): string {
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase();
  return value !== undefined && /^[a-z]{2}$/.test(value) ? value : DEFAULT_GEO_COUNTRY_CODE;
}
