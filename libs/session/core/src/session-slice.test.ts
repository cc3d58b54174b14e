import { describe, expect, it } from 'vitest';
import {
  banLevelChanged,
  initialSessionState,
  loggedOut,
  logoutCancelled,
  logoutConfirmed,
  logoutFailed,
  logoutRequested,
  profileIdsReceived,
  sessionChecked,
  sessionReducer,
  tokenReceived,
  userIdChanged,
  type SessionState,
} from './session-slice';

const run = (...actions: Parameters<typeof sessionReducer>[1][]): SessionState =>
  actions.reduce(sessionReducer, initialSessionState);

const withProfiles = [
  userIdChanged({ userId: 7 }),
  profileIdsReceived({ lineProfileId: 11, liveProfileId: 12 }),
] as const;

describe('session slice', () => {
  it('starts unknown, with no user, ban level 0 and logout idle', () => {
    expect(initialSessionState).toMatchObject({ status: 'unknown', userId: null, banLevel: 0, logout: 'idle' });
  });

  it('becomes signed in or guest after a session check', () => {
    expect(run(sessionChecked({ userId: 7 }))).toMatchObject({ status: 'signedIn', userId: 7 });
    expect(run(sessionChecked({ userId: null }))).toMatchObject({ status: 'guest', userId: null });
  });

  it('keeps the profile ids when the same user id comes again (spec 01 §4)', () => {
    const state = run(...withProfiles, sessionChecked({ userId: 7 }), userIdChanged({ userId: 7 }));
    expect(state).toMatchObject({ userId: 7, lineProfileId: 11, liveProfileId: 12 });
  });

  it('resets the profile ids on a different user id (spec 01 §4)', () => {
    expect(run(...withProfiles, userIdChanged({ userId: 8 }))).toMatchObject({
      userId: 8,
      lineProfileId: null,
      liveProfileId: null,
    });
    expect(run(...withProfiles, sessionChecked({ userId: null }))).toMatchObject({
      status: 'guest',
      lineProfileId: null,
      liveProfileId: null,
    });
  });

  it('goes idle → confirming → pending on request and confirmation', () => {
    expect(run(logoutRequested()).logout).toBe('confirming');
    expect(run(logoutRequested(), logoutConfirmed()).logout).toBe('pending');
  });

  it('ignores a confirmation without a request and a cancel once pending', () => {
    expect(run(logoutConfirmed()).logout).toBe('idle');
    expect(run(logoutRequested(), logoutConfirmed(), logoutCancelled()).logout).toBe('pending');
    expect(run(logoutRequested(), logoutCancelled()).logout).toBe('idle');
  });

  it('clears user, profiles, token and ban level on logout (spec 02 §4)', () => {
    const state = run(
      ...withProfiles,
      banLevelChanged({ banLevel: 53 }),
      tokenReceived({ token: 'a.b.c' }),
      logoutRequested(),
      logoutConfirmed(),
      loggedOut(),
    );
    expect(state).toEqual({ ...initialSessionState, status: 'guest' });
  });

  it('returns to idle when logout fails', () => {
    expect(run(logoutRequested(), logoutConfirmed(), logoutFailed({ message: 'x' })).logout).toBe('idle');
  });
});
