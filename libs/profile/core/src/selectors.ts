import { createSelector } from '@reduxjs/toolkit';
import { profileCompleteness } from './profile-completeness';
import type { ProfileState } from './profile-slice';

export interface WithProfile {
  profile: ProfileState;
}

export const selectProfile = (state: WithProfile): ProfileState => state.profile;
export const selectPersonalAnswer = (state: WithProfile) => state.profile.answer;

/** Spec 01 §5 completeness of the saved data (not of what is being typed). */
export const selectProfileCompleteness = createSelector([selectPersonalAnswer], (answer) =>
  answer === null ? null : profileCompleteness({ ...answer.data, email: answer.email, phone: answer.phone }),
);
