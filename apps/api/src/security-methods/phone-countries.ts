import type { PhoneCountry, PhoneMask } from '@bet/contract';

/**
 * Spec 02 §7 "Phone countries (id, name, country_code, tel_code) and phone masks": the sandbox's
 * list (ours, seeded in code). A mask's # is a digit; Min and Max count the national digits.
 * The ids are the sandbox's country ids (1 is Russia, as the seed's).
 */
export const PHONE_COUNTRIES: readonly PhoneCountry[] = [
  { id: 1, name: 'Russia', country_code: 'ru', tel_code: '+7' },
  { id: 2, name: 'Kazakhstan', country_code: 'kz', tel_code: '+7' },
  { id: 3, name: 'Belarus', country_code: 'by', tel_code: '+375' },
  { id: 4, name: 'Germany', country_code: 'de', tel_code: '+49' },
  { id: 5, name: 'United Kingdom', country_code: 'gb', tel_code: '+44' },
  { id: 6, name: 'United States', country_code: 'us', tel_code: '+1' },
];

export const PHONE_MASKS: readonly PhoneMask[] = [
  { CountryId: 1, Mask: '(###) ###-##-##', Min: 10, Max: 10 },
  { CountryId: 2, Mask: '(###) ###-##-##', Min: 10, Max: 10 },
  { CountryId: 3, Mask: '(##) ###-##-##', Min: 9, Max: 9 },
  { CountryId: 4, Mask: '#### ########', Min: 10, Max: 11 },
  { CountryId: 5, Mask: '#### ######', Min: 10, Max: 10 },
  { CountryId: 6, Mask: '(###) ###-####', Min: 10, Max: 10 },
];

export type PhoneCheck =
  { kind: 'ok'; phoneCode: string; phoneNumber: string } | { kind: 'unknownCountry' | 'badLength' };

/** A number to bind: a known country, and as many digits as its mask allows (Min..Max). */
export function checkPhone(countryId: number, phoneNumber: string): PhoneCheck {
  const country = PHONE_COUNTRIES.find((c) => c.id === countryId);
  const mask = PHONE_MASKS.find((m) => m.CountryId === countryId);
  if (!country || !mask) return { kind: 'unknownCountry' };
  if (phoneNumber.length < mask.Min || phoneNumber.length > mask.Max) return { kind: 'badLength' };
  return { kind: 'ok', phoneCode: country.tel_code, phoneNumber };
}
