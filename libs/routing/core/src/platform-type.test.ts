import { describe, expect, it } from 'vitest';
import { platformTypeDecision } from './platform-type';

describe('platformTypeDecision (spec 01 §2, spec 02 §2: platform_type=mobile)', () => {
  it('forces mobile and keeps the address on a matched route', () => {
    expect(platformTypeDecision('?platform_type=mobile&a=1', true)).toEqual({ forceMobile: true });
  });

  it('forces mobile and strips the flag on a page with no matched route', () => {
    expect(platformTypeDecision('?platform_type=mobile&a=1', false)).toEqual({
      forceMobile: true,
      strippedSearch: '?a=1',
    });
    expect(platformTypeDecision('platform_type=mobile', false)).toEqual({ forceMobile: true, strippedSearch: '' });
  });

  it('does nothing without the flag or with another platform type', () => {
    expect(platformTypeDecision('', false)).toEqual({ forceMobile: false });
    expect(platformTypeDecision('?platform_type=desktop', false)).toEqual({ forceMobile: false });
    expect(platformTypeDecision('?platform_type=MOBILE', true)).toEqual({ forceMobile: false });
  });
});
