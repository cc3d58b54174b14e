import { describe, expect, it } from 'vitest';
import { afterRegistrationAndLoginRedirect } from './after-registration-redirect';

describe('afterRegistrationAndLoginRedirect (spec 01 §2 Guards, afterRegistrationAndLoginRedirectRoutesV2)', () => {
  const pairs = [
    { route_from: 'slots', route_to: 'recharge' },
    { route_from: 'history', route_to: 'no-such-route' },
    { route_from: 'history', route_to: 'account' },
    { route_from: 'slots', route_to: 'bonuses' },
  ];

  it('gives the target of the first pair for the route', () => {
    expect(afterRegistrationAndLoginRedirect('slots', pairs)).toBe('recharge');
  });

  it('skips a target the route table does not know', () => {
    expect(afterRegistrationAndLoginRedirect('history', pairs)).toBe('account');
  });

  it('gives nothing for a route without a pair, no route, or no pairs', () => {
    expect(afterRegistrationAndLoginRedirect('home', pairs)).toBeUndefined();
    expect(afterRegistrationAndLoginRedirect(undefined, pairs)).toBeUndefined();
    expect(afterRegistrationAndLoginRedirect('slots', [])).toBeUndefined();
  });
});
