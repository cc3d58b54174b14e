import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpError } from '@bet/request/testing';
import { registrationRequested, registrationTypeChanged } from './registration-slice';
import {
  authDialogClosed,
  credentialsAcknowledged,
  registrationOpened,
  registrationSuggested,
  signedIn,
} from './session-events';
import { selectAuthDialog, selectUserId } from './selectors';
import { authConfigFixture, createSessionHarness, type SessionHarnessOptions } from './testing';

const tick = (ms: number) => vi.advanceTimersByTimeAsync(ms);
const answer = { status: 'signedIn', userId: 9, token: 'r.e.g', activationType: 0 } as const;
const credentials = { login: '123456789', password: 'xY7kLm2q' };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

async function start(options: SessionHarnessOptions = {}) {
  const h = createSessionHarness({ geoCountryId: 66, ...options });
  await tick(0);
  h.store.dispatch(registrationOpened({ type: 'fast_reg' }));
  return h;
}

describe('one-click registration, fast_reg (spec 01 §1)', () => {
  it('registers with the geo country and fingerprint, signs in and keeps the credentials until acknowledged', async () => {
    const h = await start({
      url: '/en/?return_url=%2Fen%2Frecharge',
      answers: { registerFast: () => ({ ...answer, credentials }) },
    });
    h.store.dispatch(registrationRequested({ type: 'fast_reg', currencyId: 1, bonusChoice: 1, promoCode: '  ' }));
    expect(h.store.getState().session.registration.status).toBe('pending');
    await tick(0);
    expect(h.api.callsTo('registerFast')[0]?.body).toEqual({
      currencyId: 1,
      countryId: 66,
      bonusChoice: 1,
      componentData: 'fp-token',
    });
    expect(h.typesOf(signedIn.type)[0]?.payload).toEqual({
      userId: 9,
      token: 'r.e.g',
      via: 'registration',
      credentials,
    });
    expect(h.store.getState().session).toMatchObject({
      identity: { userId: 9 },
      authForm: { dialog: 'registration' },
      registration: { status: 'idle', credentials },
    });
    // The return URL waits until the player has read the credentials.
    expect(h.trail).toEqual([]);
    h.store.dispatch(credentialsAcknowledged());
    await tick(0);
    expect(h.store.getState().session).toMatchObject({
      authForm: { dialog: 'closed' },
      registration: { credentials: null },
    });
    expect(h.trail).toEqual(['to /en/recharge']);
    h.task.cancel();
  });

  it('closing the dialog counts as having read them', async () => {
    const h = await start({ guestOnly: true, answers: { registerFast: () => ({ ...answer, credentials }) } });
    h.store.dispatch(registrationRequested({ type: 'fast_reg', currencyId: 1, bonusChoice: 0 }));
    await tick(0);
    h.store.dispatch(authDialogClosed());
    await tick(0);
    expect(h.store.getState().session.registration.credentials).toBeNull();
    expect(h.trail).toEqual(['home']);
    h.task.cancel();
  });
});

describe('registration by phone, e-mail and social network (spec 01 §1, spec 02 §5)', () => {
  it('phone_reg normalises the phone and sends the promo code', async () => {
    const h = await start({ answers: { registerByPhone: () => answer } });
    h.store.dispatch(registrationTypeChanged({ type: 'phone_reg' }));
    h.store.dispatch(
      registrationRequested({
        type: 'phone_reg',
        phoneCode: '7',
        phone: '+7 (912) 345',
        password: 'longpassword',
        currencyId: 2,
        promoCode: ' WELCOME ',
        bonusChoice: 2,
      }),
    );
    await tick(0);
    expect(h.api.callsTo('registerByPhone')[0]?.body).toEqual({
      currencyId: 2,
      countryId: 66,
      bonusChoice: 2,
      promoCode: 'WELCOME',
      componentData: 'fp-token',
      phone_number: '7912345',
      country_code: '+7',
      uPassword: 'longpassword',
    });
    expect(h.store.getState().session).toMatchObject({ identity: { userId: 9 }, authForm: { dialog: 'closed' } });
    h.task.cancel();
  });

  it('full_reg sends the personal fields', async () => {
    const h = await start({ answers: { registerFull: () => ({ ...answer, activationType: 1 }) } });
    h.store.dispatch(
      registrationRequested({
        type: 'full_reg',
        email: ' ivan@example.com ',
        password: 'longpassword',
        name: 'Ivan',
        surname: 'Petrov',
        birthday: '1990-01-31',
        currencyId: 1,
        bonusChoice: 0,
      }),
    );
    await tick(0);
    expect(h.api.callsTo('registerFull')[0]?.body).toMatchObject({
      email: 'ivan@example.com',
      uPassword: 'longpassword',
      name: 'Ivan',
      surname: 'Petrov',
      birthday: '1990-01-31',
      countryId: 66,
    });
    expect(selectUserId(h.store.getState())).toBe(9);
    h.task.cancel();
  });

  it('soc_reg gets the network assertion first, then registers with it', async () => {
    const h = await start({
      answers: {
        getDemoSocialToken: () => ({ socialToken: 'assertion', displayName: 'Ivan' }),
        registerBySocial: () => answer,
      },
    });
    h.store.dispatch(registrationRequested({ type: 'soc_reg', network: 'vk', currencyId: 1, bonusChoice: 0 }));
    await tick(0);
    expect(h.api.calls.map((c) => c.name).filter((n) => n.startsWith('getDemo') || n.startsWith('register'))).toEqual([
      'getDemoSocialToken',
      'registerBySocial',
    ]);
    expect(h.api.callsTo('getDemoSocialToken')[0]?.body).toEqual({ network: 'vk' });
    expect(h.api.callsTo('registerBySocial')[0]?.body).toMatchObject({ network: 'vk', socialToken: 'assertion' });
    expect(selectUserId(h.store.getState())).toBe(9);
    h.task.cancel();
  });
});

describe('registration failures (spec 02 §8)', () => {
  it('a refusal is registrationFailed with the server code; the dialog stays', async () => {
    const h = await start({
      answers: { registerFull: () => Promise.reject(httpError(400, 'ALREADY_REGISTERED', 'Already registered')) },
    });
    h.store.dispatch(
      registrationRequested({
        type: 'full_reg',
        email: 'a@b.co',
        password: 'longpassword',
        name: 'A',
        surname: 'B',
        birthday: '1990-01-01',
        currencyId: 1,
        bonusChoice: 0,
      }),
    );
    await tick(0);
    expect(h.store.getState().session).toMatchObject({
      identity: { userId: null },
      authForm: { dialog: 'registration' },
      registration: {
        status: 'failed',
        error: { code: 'ALREADY_REGISTERED', message: 'Already registered', status: 400 },
      },
    });
    h.task.cancel();
  });

  it('without the site config geo country it fails without calling', async () => {
    const h = await start({ geoCountryId: null, answers: { registerFast: () => answer } });
    h.store.dispatch(registrationRequested({ type: 'fast_reg', currencyId: 1, bonusChoice: 0 }));
    await tick(0);
    expect(h.api.callsTo('registerFast')).toEqual([]);
    expect(h.store.getState().session.registration.error?.message).toBe('no site config');
    h.task.cancel();
  });

  it('an unknown type is logged (spec 02 §8 "unknown registration type") and fails', async () => {
    const h = await start();
    h.store.dispatch(registrationRequested({ type: 'pin_reg' } as never));
    await tick(0);
    expect(h.logger.entries.map((e) => e.message)).toContain('unknown registration type');
    expect(h.store.getState().session.registration.status).toBe('failed');
    h.task.cancel();
  });
});

describe('a suggested registration (spec 01 §2 "opens as a modal or redirects to the registration page")', () => {
  it('opens the registration dialog when the settings say modal', async () => {
    const h = createSessionHarness({ authConfig: authConfigFixture({ registrationOpensAs: 'modal' }) });
    await tick(0);
    h.store.dispatch(registrationSuggested());
    await tick(0);
    expect(selectAuthDialog(h.store.getState())).toBe('registration');
    expect(h.trail).toEqual([]);
    h.task.cancel();
  });

  it('goes to the registration page when the settings say page', async () => {
    const h = createSessionHarness({ authConfig: authConfigFixture({ registrationOpensAs: 'page' }) });
    await tick(0);
    h.store.dispatch(registrationSuggested());
    await tick(0);
    expect(selectAuthDialog(h.store.getState())).toBe('closed');
    expect(h.trail).toEqual(['registration']);
    h.task.cancel();
  });
});
