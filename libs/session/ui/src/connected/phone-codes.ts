import type { PhoneCodeOption } from '../sign-in-form';

/**
 * The country phone codes offered in the phone fields. Spec 01 §3 has a phone-country call
 * (id, name, code, phoneCode) whose path is not shown and which the sandbox does not serve yet;
 * until it does, the site's markets are listed here, Russia first (the default geo).
 */
export const PHONE_CODES: readonly PhoneCodeOption[] = [
  { code: '+7', label: '+7 (RU, KZ)' },
  { code: '+375', label: '+375 (BY)' },
  { code: '+380', label: '+380 (UA)' },
  { code: '+994', label: '+994 (AZ)' },
  { code: '+90', label: '+90 (TR)' },
  { code: '+49', label: '+49 (DE)' },
  { code: '+34', label: '+34 (ES)' },
  { code: '+44', label: '+44 (GB)' },
];
