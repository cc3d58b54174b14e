// Public API of @bet/profile: the personal data page's state, rules and saga (issue 12).
export type { ProfileDeps } from './profile-deps';
export { EMAIL_CHANGE_SUCCESS_KEY, PROFILE_CHECK_FAILED_KEY } from './profile-saga';
export {
  emailChangeAnswered,
  emailChangeRequested,
  initialProfileState,
  personalDataLoaded,
  personalDataLoadFailed,
  personalDataPageEntered,
  personalDataReloadRequested,
  personalDataSaved,
  personalDataSaveFailed,
  personalDataSaveRequested,
  profilePlayerLeft,
  profileReducer,
  profileSlice,
} from './profile-slice';
export type { FieldError, FieldErrors, LoadStatus, PersonalDraft, ProfileState, SendStatus } from './profile-slice';
export { selectPersonalAnswer, selectProfile, selectProfileCompleteness, type WithProfile } from './selectors';
export {
  COMPLETENESS_FIELDS,
  profileCompleteness,
  type CompletenessField,
  type CompletenessInput,
  type ProfileCompleteness,
} from './profile-completeness';
export { IDENTITY_FIELDS, lockedFields } from './locked-fields';
