import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { AvailableLimit } from '@bet/contract';
import { checkLimitValue, limitValueText } from './limit-value';
import { availableLimitsFixture } from './testing';

const offer = (type: number): AvailableLimit => {
  const found = availableLimitsFixture().find((item) => item.limitType === type);
  if (!found) throw new Error(`no offer for ${type}`);
  return found;
};
const deposit = offer(20);
const session = offer(31);

describe('checkLimitValue (spec 02 §5, issue 13 "Bad input")', () => {
  it('reads whole major units of money into minor units', () => {
    expect(checkLimitValue(20, '1 500', deposit)).toEqual({ ok: true, value: 150_000 });
  });

  it('refuses what is not a whole positive number', () => {
    for (const text of ['12.5', '-3', 'abc', '1e3', '0', '12,00']) {
      expect(checkLimitValue(20, text, deposit)).toEqual({ ok: false, key: 'limits_error_value_not_whole' });
    }
  });

  it('a session limit (31) only with a value; "no limit" clears it', () => {
    expect(checkLimitValue(31, '', session)).toEqual({ ok: false, key: 'limits_error_value_required' });
    expect(checkLimitValue(31, '', session, true)).toEqual({ ok: true, value: null });
    expect(checkLimitValue(31, '4', session)).toEqual({ ok: true, value: 4 });
  });

  it('refuses above maxValue with the maximum, and a time not offered', () => {
    expect(checkLimitValue(20, '10000001', deposit)).toEqual({
      ok: false,
      key: 'limits_error_value_above_max',
      max: 1_000_000_000,
    });
    expect(checkLimitValue(31, '25', session)).toMatchObject({ key: 'limits_error_value_above_max', max: 24 });
    expect(checkLimitValue(31, '3', session)).toEqual({ ok: false, key: 'limits_error_value_not_offered' });
  });

  it('refuses an unknown type', () => {
    expect(checkLimitValue(99, '5', deposit)).toEqual({ ok: false, key: 'limits_error_unknown_type' });
    expect(checkLimitValue(21, '5', undefined)).toEqual({ ok: false, key: 'limits_error_unknown_type' });
  });

  test.prop([fc.integer({ min: 1, max: 10_000_000 })])(
    'every whole amount in bounds is accepted, and shown back as typed',
    (units) => {
      const check = checkLimitValue(20, String(units), deposit);
      expect(check).toEqual({ ok: true, value: units * 100 });
      expect(limitValueText(units * 100, deposit)).toBe(String(units));
    },
  );

  test.prop([fc.string()])('any text gives a value within bounds or a key, never a throw', (text) => {
    const check = checkLimitValue(20, text, deposit);
    if (check.ok) {
      expect(check.value).not.toBeNull();
      expect(Number.isInteger(check.value) && (check.value ?? 0) > 0 && (check.value ?? 0) <= deposit.maxValue).toBe(
        true,
      );
    } else {
      expect(check.key).toMatch(/^limits_error_/);
    }
  });

  test.prop([fc.integer({ min: 10_000_001, max: Number.MAX_SAFE_INTEGER })])(
    'above the maximum is refused',
    (units) => {
      expect(checkLimitValue(20, String(units), deposit)).toMatchObject({
        ok: false,
        key: 'limits_error_value_above_max',
      });
    },
  );
});
