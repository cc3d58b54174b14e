/**
 * The personal data page, a chunk of its own loaded on the first visit.
 * Not in the library's index: `loadProfileOnDemand`.
 */
export { PersonalDataPage } from './connected/personal-data-page';
