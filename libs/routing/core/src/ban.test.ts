import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { isBanned, isWithdrawalAllowedInBan } from './ban';

describe('ban (spec 01 §4 Ban, spec 02 §9 ban levels 45 and 53)', () => {
  it('a ban is a level above 0', () => {
    expect(isBanned(0)).toBe(false);
    expect(isBanned(1)).toBe(true);
  });

  it('withdrawal: level 53 with version 1, level 45 with any other version', () => {
    expect(isWithdrawalAllowedInBan(53, 1)).toBe(true);
    expect(isWithdrawalAllowedInBan(45, 1)).toBe(false);
    expect(isWithdrawalAllowedInBan(45, 2)).toBe(true);
    expect(isWithdrawalAllowedInBan(53, 2)).toBe(false);
  });

  test.prop([fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 5 })])(
    'no other level ever allows withdrawal',
    (level, version) => {
      fc.pre(level !== 45 && level !== 53);
      expect(isWithdrawalAllowedInBan(level, version)).toBe(false);
    },
  );
});
