import type { CookiesAgreeType } from '@bet/contract';

/** Spec 01 §4 Cookie consent / spec 02 §9 "Cookie consent options: 3". */
export const COOKIE_OPTION_NAMES = ['necessary', 'functionality', 'marketing'] as const;
export type CookieOptionName = (typeof COOKIE_OPTION_NAMES)[number];

/** Spec 01 §3 "cookie option (name, description, checked, disabled, cookiesType)". */
export interface CookieOption {
  name: CookieOptionName;
  /** Translation keys of the label and the description. */
  label: string;
  description: string;
  checked: boolean;
  /** The necessary option is always on and cannot be unchecked. */
  disabled: boolean;
  /** The agree type this option stands for when it is the only one chosen (null: necessary). */
  cookiesType: CookiesAgreeType | null;
}

export interface CookieSelection {
  functionality: boolean;
  marketing: boolean;
}

/** The options as the customise view lists them, from what is ticked. */
export function cookieOptions(selection: CookieSelection): CookieOption[] {
  return [
    {
      name: 'necessary',
      label: 'consent_option_necessary',
      description: 'consent_option_necessary_description',
      checked: true,
      disabled: true,
      cookiesType: null,
    },
    {
      name: 'functionality',
      label: 'consent_option_functionality',
      description: 'consent_option_functionality_description',
      checked: selection.functionality,
      disabled: false,
      cookiesType: 'FUNCTIONALITY',
    },
    {
      name: 'marketing',
      label: 'consent_option_marketing',
      description: 'consent_option_marketing_description',
      checked: selection.marketing,
      disabled: false,
      cookiesType: 'MARKETING',
    },
  ];
}

/**
 * Spec 01 §4 Cookie consent: ALL if every option is checked, the option's own type if exactly one
 * enabled (that is, not the always-on necessary) option is checked, otherwise DISABLE.
 */
export function agreeTypeOf(options: readonly CookieOption[]): CookiesAgreeType {
  if (options.every((option) => option.checked)) return 'ALL';
  const chosen = options.filter((option) => !option.disabled && option.checked);
  if (chosen.length === 1 && chosen[0]?.cookiesType) return chosen[0].cookiesType;
  return 'DISABLE';
}

/** Spec 02 §6 "Marketing cookie consent gates analytics counters". */
export function allowsMarketing(type: CookiesAgreeType | null): boolean {
  return type === 'ALL' || type === 'MARKETING';
}

/** Spec 02 §6 "functional consent gates saving window width". */
export function allowsFunctionality(type: CookiesAgreeType | null): boolean {
  return type === 'ALL' || type === 'FUNCTIONALITY';
}

/** What the customise view ticks for an agreement given earlier. */
export function selectionOf(type: CookiesAgreeType | null): CookieSelection {
  return { functionality: allowsFunctionality(type), marketing: allowsMarketing(type) };
}
