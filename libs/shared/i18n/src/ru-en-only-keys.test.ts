import { describe, expect, it } from 'vitest';
import { en } from './locales/en';
import { isRuOrEnOnlyKey } from './ru-en-only-keys';

describe('isRuOrEnOnlyKey (spec 01 §4 Maintenance: the text is ru for az, kz, ua, ru, else en)', () => {
  it('marks the maintenance texts and nothing else of the shell', () => {
    expect(isRuOrEnOnlyKey('system_maintenance_title')).toBe(true);
    expect(isRuOrEnOnlyKey('main_home_title')).toBe(false);
    expect(isRuOrEnOnlyKey('system_block_title')).toBe(false);
  });

  it('marks keys that exist in en', () => {
    expect(Object.keys(en).filter(isRuOrEnOnlyKey).length).toBeGreaterThan(0);
  });
});
