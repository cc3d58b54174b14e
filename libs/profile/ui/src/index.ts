import type * as OnDemand from './on-demand';
// Public API of @bet/profile-ui: the personal data page's parts (issue 12).
export { CompletenessIndicator, type CompletenessIndicatorProps } from './completeness-indicator';
export { PersonalDataForm, type PersonalDataFormProps } from './personal-data-form';
export { EmailChangeForm, type EmailChangeFormProps } from './email-change-form';
// Loaded on demand: the personal data page, a chunk of its own (on-demand.ts).
export type ProfileOnDemand = typeof OnDemand;
export const loadProfileOnDemand = (): Promise<ProfileOnDemand> => import('./on-demand');
