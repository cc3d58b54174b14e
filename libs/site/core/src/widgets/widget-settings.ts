import {
  ageRestrictionSettingsSchema,
  newSiteSettingsSchema,
  registrationGroupSchema,
  supportSettingsSchema,
  type AgeRestrictionSettings,
  type ConfigGroups,
  type NewSiteSettings,
  type RegistrationReminderSettings,
  type SupportSettings,
} from '@bet/contract';

/** The widgets' settings, each null when its group is missing or malformed (the widget is off). */
export interface WidgetSettings {
  reminder: RegistrationReminderSettings | null;
  ageRestriction: AgeRestrictionSettings | null;
  newSite: NewSiteSettings | null;
  support: SupportSettings | null;
}

export const NO_WIDGET_SETTINGS: WidgetSettings = {
  reminder: null,
  ageRestriction: null,
  newSite: null,
  support: null,
};

/**
 * Reads the groups one by one: a malformed group switches off its own widget and no other, and
 * is reported so an operator's typo is noticed.
 */
export function parseWidgetSettings(
  groups: ConfigGroups,
  report: (group: string) => void = () => undefined,
): WidgetSettings {
  function read<T>(name: string, parse: (value: unknown) => { success: true; data: T } | { success: false }): T | null {
    if (!(name in groups)) return null;
    const parsed = parse(groups[name]);
    if (parsed.success) return parsed.data;
    report(name);
    return null;
  }
  return {
    reminder: read('registration', (value) => registrationGroupSchema.safeParse(value))?.reminder ?? null,
    ageRestriction: read('age_restriction', (value) => ageRestrictionSettingsSchema.safeParse(value)),
    newSite: read('new_site', (value) => newSiteSettingsSchema.safeParse(value)),
    support: read('support', (value) => supportSettingsSchema.safeParse(value)),
  };
}
