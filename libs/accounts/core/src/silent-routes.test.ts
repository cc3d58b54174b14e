import { describe, expect, it } from 'vitest';
import { isSilentAccountChangePath } from './silent-routes';

describe('the listed routes of main_account_will_set (spec 02 §8)', () => {
  it('are the payment pages in any language', () => {
    expect(isSilentAccountChangePath('/ru/recharge')).toBe(true);
    expect(isSilentAccountChangePath('/en/deduce/')).toBe(true);
    expect(isSilentAccountChangePath('/ru/')).toBe(false);
    expect(isSilentAccountChangePath('/en/history')).toBe(false);
    expect(isSilentAccountChangePath('/nonsense')).toBe(false);
  });
});
