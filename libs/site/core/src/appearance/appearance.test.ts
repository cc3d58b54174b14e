import { describe, expect, it } from 'vitest';
import { createMemoryLogger, createMemoryStorage } from '@bet/platform/testing';
import {
  appearanceAttributes,
  appThemeOfSetting,
  effectiveTheme,
  flagSetting,
  isFlagOn,
  readStoredAppearance,
  settingOfAppTheme,
} from './appearance';
import { acceptBrandBook } from './brand-book';

describe('appearance settings (spec 01 §3 appTheme, appFontSize, visuallyImpairedMode)', () => {
  it('appTheme 0 is light, 1 is dark, anything else no choice', () => {
    expect(appThemeOfSetting('0')).toBe('light');
    expect(appThemeOfSetting('1')).toBe('dark');
    expect(appThemeOfSetting('2')).toBeNull();
    expect(appThemeOfSetting(null)).toBeNull();
    expect(settingOfAppTheme('dark')).toBe('1');
    expect(settingOfAppTheme('light')).toBe('0');
  });

  it('reads the settings under the spec names, unknown values as the defaults', () => {
    const logger = createMemoryLogger();
    const stored = createMemoryStorage({
      appTheme: '1',
      appFontSize: 'x-large',
      visuallyImpairedMode: '1',
      isAppCompactView: '1',
    });
    expect(readStoredAppearance(stored, logger)).toEqual({
      theme: 'dark',
      fontSize: 'x-large',
      isVisuallyImpaired: true,
      isCompactView: true,
    });
    const odd = createMemoryStorage({
      appTheme: 'dark',
      appFontSize: '17px',
      visuallyImpairedMode: 'yes',
      isAppCompactView: 'true',
    });
    expect(readStoredAppearance(odd, logger)).toEqual({
      theme: null,
      fontSize: 'medium',
      isVisuallyImpaired: false,
      isCompactView: false,
    });
  });

  it('a storage the browser switched off gives the defaults and a warning, not an error', () => {
    const logger = createMemoryLogger();
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(readStoredAppearance(broken, logger)).toEqual({
      theme: null,
      fontSize: 'medium',
      isVisuallyImpaired: false,
      isCompactView: false,
    });
    expect(logger.entries.map((entry) => entry.level)).toEqual(['warn', 'warn', 'warn', 'warn']);
  });

  it('spec 01 §5: flags are stored as 0 or 1 and only 1 reads as on', () => {
    expect(flagSetting(true)).toBe('1');
    expect(flagSetting(false)).toBe('0');
    expect(isFlagOn('1')).toBe(true);
    for (const value of ['0', 'true', '', null, ' 1']) expect(isFlagOn(value)).toBe(false);
  });

  it('the theme follows the system until the player chooses', () => {
    expect(effectiveTheme(null, true)).toBe('dark');
    expect(effectiveTheme(null, false)).toBe('light');
    expect(effectiveTheme('light', true)).toBe('light');
  });

  it('the visually impaired mode is an attribute present or absent', () => {
    expect(appearanceAttributes('dark', 'large', true)).toEqual({
      'data-theme': 'dark',
      'data-font-size': 'large',
      'data-visually-impaired': '',
      'data-compact-view': null,
    });
    expect(appearanceAttributes('light', 'medium', false, true)['data-compact-view']).toBe('');
    expect(appearanceAttributes('light', 'medium', false)['data-visually-impaired']).toBeNull();
  });
});

describe('the partner brand book (site config partnerCssBrandBook)', () => {
  const tokens = new Set(['--bet-color-primary', '--bet-color-chrome', '--bet-font-family']);
  const isToken = (name: string) => tokens.has(name);

  it('accepts design tokens with plain values', () => {
    const { accepted, rejected } = acceptBrandBook(
      [
        { property: '--bet-color-primary', value: ' #0b3d91 ' },
        { property: '--bet-color-chrome', value: 'rgb(10 20 30)' },
        { property: '--bet-font-family', value: 'Inter, system-ui, sans-serif' },
      ],
      isToken,
    );
    expect(accepted).toEqual([
      { property: '--bet-color-primary', value: '#0b3d91' },
      { property: '--bet-color-chrome', value: 'rgb(10 20 30)' },
      { property: '--bet-font-family', value: 'Inter, system-ui, sans-serif' },
    ]);
    expect(rejected).toEqual([]);
  });

  it.each([
    ['--brand-primary', '#000', 'not a --bet- custom property'],
    ['color', 'red', 'not a --bet- custom property'],
    ['--bet-color-unknown', '#000', 'not a design token'],
    ['--bet-color-primary', '', 'an empty value'],
    ['--bet-color-primary', 'red; background: red', 'a value with ; { } @ or \\'],
    ['--bet-color-primary', 'red}body{x:y', 'a value with ; { } @ or \\'],
    ['--bet-color-primary', '@import x', 'a value with ; { } @ or \\'],
    ['--bet-color-primary', 'u\\72l(x)', 'a value with ; { } @ or \\'],
    ['--bet-color-chrome', 'url(https://evil.example/x.png)', 'a value that loads a resource'],
    ['--bet-color-chrome', 'URL (x)', 'a value that loads a resource'],
    ['--bet-color-chrome', 'expression(alert(1))', 'a value that loads a resource'],
    ['--bet-color-chrome', 'image-set(x 1x)', 'a value that loads a resource'],
    ['--bet-font-family', '"Evil"', 'a value with characters a token never needs'],
    ['--bet-color-chrome', 'red</style>', 'a value with characters a token never needs'],
  ])('ignores %s: %s (%s)', (property, value, reason) => {
    expect(acceptBrandBook([{ property, value }], isToken)).toEqual({
      accepted: [],
      rejected: [{ property, value, reason }],
    });
  });
});
