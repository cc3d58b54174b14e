import { describe, expect, it } from 'vitest';
import { coerceFlag, normalizeOfficeSettings, sortedSportIds, withSettingValue } from './office-settings';
import { officeSettingsFixture } from './testing';

describe('office settings load (spec 01 §5)', () => {
  it('missing lists default empty', () => {
    const settings = normalizeOfficeSettings({ lineDisallowSports: null });
    expect(settings.commonSettings).toEqual([]);
    expect(settings.notificationSettings).toEqual([]);
    expect(settings.sports).toEqual([]);
    expect(settings.lineSports).toEqual([]);
    expect(settings.lineDisallowSports).toEqual([]);
    expect(settings.liveDisallowSports).toEqual([]);
    expect(settings.walletAttributes).toEqual([]);
    expect(settings.availableCurrencies).toEqual([]);
    expect(settings.cashbackSetting).toBeNull();
    expect(settings.promoCodeCheckAvailable).toBe(false);
  });

  it('show* flags are coerced to boolean: 1, "1", "true" on; 0, "0", "false", "", null, absent off', () => {
    expect([true, 1, '1', 'true', ' TRUE '].map(coerceFlag)).toEqual([true, true, true, true, true]);
    expect([false, 0, '0', 'false', '', null, undefined, 2, {}].map(coerceFlag)).toEqual(
      Array.from({ length: 9 }, () => false),
    );
    const settings = normalizeOfficeSettings({ showWallets: 1, showPromoCodeCheck: '0', showClubPoints: 'true' });
    expect(settings).toMatchObject({
      showWallets: true,
      showPromoCodeCheck: false,
      showClubPoints: true,
      showFavoriteTeams: false,
    });
  });

  it('the disallowed sports are sorted without repeats, as the user config holds them (spec 01 §3)', () => {
    expect(sortedSportIds([3, 1, 3, 2])).toEqual([1, 2, 3]);
    expect(normalizeOfficeSettings({ liveDisallowSports: [4, 1, 4] }).liveDisallowSports).toEqual([1, 4]);
  });
});

describe('a chosen value shows at once', () => {
  it('a notification switch and a choice group take the value; an unknown id changes nothing', () => {
    const settings = officeSettingsFixture();
    const switched = withSettingValue(settings, 'notifyNews', true);
    expect(switched.notificationSettings.find((item) => item.id === 'notifyNews')?.value).toBe(true);
    expect(withSettingValue(settings, 'bonusSetting', 2).bonusSetting?.value).toBe(2);
    expect(withSettingValue(settings, 'nope', 1)).toEqual(settings);
  });
});
