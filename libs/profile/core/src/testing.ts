/**
 * Fixtures and a real store for this library's tests and @bet/profile-ui's stories: a personal
 * data answer as the contract gives it, and a harness running the profile saga against a fake API.
 */
import { MAILING_SWITCHES, type Mailing, type PersonalData, type PersonalDataAnswer } from '@bet/contract';
import { createTestStore } from '@bet/platform/testing';
import { createFakeApiClient, type FakeAnswer } from '@bet/request/testing';
import type { ProfileDeps } from './profile-deps';
import { profileSaga } from './profile-saga';
import { initialProfileState, profileReducer, type ProfileState } from './profile-slice';

/** 1 Nov 2026, 12:00 UTC. */
export const PROFILE_FIXTURE_TIME = Date.UTC(2026, 10, 1, 12, 0, 0);

export const EMPTY_PERSONAL_DATA: PersonalData = {
  name: '',
  surname: '',
  middleName: '',
  birthDate: '',
  birthPlace: '',
  city: '',
  registrationAddress: '',
  passportSeries: '',
  passportNumber: '',
  passportDate: '',
  passportIssuedBy: '',
  inn: '',
};

export const ALL_MAILING: Mailing = Object.fromEntries(MAILING_SWITCHES.map((key) => [key, true])) as Mailing;

/** A complete profile (spec 01 §5). */
export const COMPLETE_PERSONAL_DATA: PersonalData = {
  name: 'Anna',
  surname: 'Petrova',
  middleName: 'Ivanovna',
  birthDate: '1990-04-12',
  birthPlace: 'Kazan',
  city: 'Moscow',
  registrationAddress: '12 Tverskaya St, apt 5, Moscow',
  passportSeries: '4510',
  passportNumber: '123456',
  passportDate: '2010-05-20',
  passportIssuedBy: 'Moscow district office',
  inn: '770123456789',
};

export function personalAnswerFixture(overrides: Partial<PersonalDataAnswer> = {}): PersonalDataAnswer {
  return {
    data: { ...EMPTY_PERSONAL_DATA, name: 'Anna' },
    mailing: ALL_MAILING,
    email: 'anna@orbitbet.example',
    phone: '+79001234567',
    pendingEmail: null,
    locked: [],
    ...overrides,
  };
}

export function profileStateFixture(parts: Partial<ProfileState> = {}): ProfileState {
  return { ...initialProfileState, ...parts };
}

/** Deps over a fake API answering from `answers` (by call name). */
export function createProfileDeps(answers: Record<string, FakeAnswer> = {}, now: () => number = Date.now) {
  const api = createFakeApiClient(answers, now);
  const deps: ProfileDeps = { api, clock: { now } };
  return { deps, api };
}

/** A real store with `profile` and the root saga running (the one test store of @bet/platform/testing). */
export function createProfileHarness(deps: ProfileDeps, preloaded?: ProfileState) {
  return createTestStore({
    reducer: { profile: profileReducer },
    preloadedState: preloaded ? { profile: preloaded } : undefined,
    sagas: [() => profileSaga(deps)],
  });
}
