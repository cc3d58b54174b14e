import { describe, expect, it } from 'vitest';
import { siteConfigFixture } from '@bet/contract/testing';
import {
  createManualColorScheme,
  createMemoryLogger,
  createMemoryStorage,
  createTestStore,
} from '@bet/platform/testing';
import { configReloaded, siteReducer } from '../site-slice';
import { siteStateFixture } from '../testing';
import type { AppearanceAttributes } from './appearance';
import type { AppearanceDeps } from './appearance-deps';
import { appearanceSaga, APPEARANCE_NOT_SAVED } from './appearance-saga';
import { selectChosenTheme, selectIsCompactView, selectIsDarkTheme } from './appearance-selectors';
import {
  appearanceReducer,
  compactViewChosen,
  fontSizeChosen,
  systemColorSchemeChanged,
  themeChosen,
  visuallyImpairedModeChosen,
} from './appearance-slice';
import type { BrandBookDeclaration } from './brand-book';

function setup({
  stored = {},
  prefersDark = false,
  brandBook = [] as BrandBookDeclaration[],
  storage = createMemoryStorage(stored),
} = {}) {
  const colorScheme = createManualColorScheme(prefersDark);
  const logger = createMemoryLogger();
  const applied: AppearanceAttributes[] = [];
  const brandBooks: (readonly BrandBookDeclaration[])[] = [];
  const deps: AppearanceDeps = {
    storage,
    colorScheme,
    logger,
    isDesignToken: (name) => name === '--bet-color-primary' || name === '--bet-color-chrome',
    applyAttributes: (attributes) => void applied.push(attributes),
    applyBrandBook: (declarations) => void brandBooks.push(declarations),
  };
  const { store, actions } = createTestStore({
    reducer: { site: siteReducer, appearance: appearanceReducer },
    preloadedState: {
      site: siteStateFixture({ config: siteConfigFixture({ partnerCssBrandBook: brandBook }) }),
    },
    sagas: [() => appearanceSaga(deps)],
  });
  return { store, actions, storage, colorScheme, logger, applied, brandBooks };
}

describe('appearanceSaga', () => {
  it('applies the stored theme at once, when the store starts (before the first render)', () => {
    const { applied, store } = setup({ stored: { appTheme: '1', appFontSize: 'large' } });
    expect(applied).toEqual([
      { 'data-theme': 'dark', 'data-font-size': 'large', 'data-visually-impaired': null, 'data-compact-view': null },
    ]);
    expect(selectChosenTheme(store.getState())).toBe('dark');
  });

  it('follows the system scheme while the player has not chosen', () => {
    const { actions, applied, colorScheme } = setup({ prefersDark: true });
    expect(applied.at(-1)?.['data-theme']).toBe('dark');
    colorScheme.set(false);
    expect(actions).toContainEqual(systemColorSchemeChanged({ prefersDark: false }));
    expect(applied.at(-1)?.['data-theme']).toBe('light');
  });

  it('a chosen theme wins over the system and is kept as appTheme 0/1', () => {
    const { applied, colorScheme, storage, store } = setup({ prefersDark: true });
    store.dispatch(themeChosen({ theme: 'light' }));
    expect(storage.entries.get('appTheme')).toBe('0');
    colorScheme.set(true);
    expect(selectIsDarkTheme(store.getState())).toBe(false);
    store.dispatch(themeChosen({ theme: 'dark' }));
    expect(storage.entries.get('appTheme')).toBe('1');
    expect(applied.at(-1)?.['data-theme']).toBe('dark');
  });

  it('keeps the font size and the visually impaired mode under the spec names', () => {
    const { applied, storage, store } = setup();
    store.dispatch(fontSizeChosen({ fontSize: 'x-large' }));
    store.dispatch(visuallyImpairedModeChosen({ isOn: true }));
    expect(Object.fromEntries(storage.entries)).toEqual({ appFontSize: 'x-large', visuallyImpairedMode: '1' });
    expect(applied.at(-1)).toEqual({
      'data-theme': 'light',
      'data-font-size': 'x-large',
      'data-visually-impaired': '',
      'data-compact-view': null,
    });
  });

  it('issue 12: the compact view is kept as isAppCompactView 0/1 and set on the root element (spec 01 §3, §5)', () => {
    const { applied, storage, store } = setup();
    store.dispatch(compactViewChosen({ isOn: true }));
    expect(storage.entries.get('isAppCompactView')).toBe('1');
    expect(applied.at(-1)?.['data-compact-view']).toBe('');
    expect(selectIsCompactView(store.getState())).toBe(true);
    store.dispatch(compactViewChosen({ isOn: false }));
    expect(storage.entries.get('isAppCompactView')).toBe('0');
    expect(applied.at(-1)?.['data-compact-view']).toBeNull();
  });

  it('issue 12: a stored compact view applies before the first render', () => {
    const { applied } = setup({ stored: { isAppCompactView: '1' } });
    expect(applied[0]?.['data-compact-view']).toBe('');
  });

  it('a storage that refuses the write keeps the choice for this visit and logs it', () => {
    const refusing = {
      ...createMemoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const { applied, logger, store } = setup({ storage: refusing });
    store.dispatch(themeChosen({ theme: 'dark' }));
    expect(applied.at(-1)?.['data-theme']).toBe('dark');
    expect(logger.entries.map((entry) => entry.message)).toContain(APPEARANCE_NOT_SAVED);
  });

  it('puts the brand book of the site config on top, ignoring and logging what is not a safe token', () => {
    const { brandBooks, logger, store } = setup({
      brandBook: [
        { property: '--bet-color-primary', value: '#0b3d91' },
        { property: '--brand-accent', value: '#ffb400' },
        { property: '--bet-color-chrome', value: 'url(https://evil.example/x.png)' },
      ],
    });
    expect(brandBooks).toEqual([[{ property: '--bet-color-primary', value: '#0b3d91' }]]);
    expect(logger.entries.map((entry) => entry.message)).toEqual([
      "The brand book's --brand-accent is ignored: not a --bet- custom property",
      "The brand book's --bet-color-chrome is ignored: a value that loads a resource",
    ]);
    store.dispatch(configReloaded({ config: siteConfigFixture({ partnerCssBrandBook: [] }) }));
    expect(brandBooks.at(-1)).toEqual([]);
  });

  it('issue 16: starts from settings the app already restored, without reading storage or setting them again', () => {
    const storage = createMemoryStorage({ appTheme: '0' });
    const restored = {
      theme: 'dark' as const,
      fontSize: 'large' as const,
      isVisuallyImpaired: false,
      isCompactView: false,
      systemPrefersDark: false,
    };
    const reads: string[] = [];
    const counted = { ...storage, getItem: (key: string) => (reads.push(key), storage.getItem(key)) };
    const applied: AppearanceAttributes[] = [];
    const { store } = createTestStore({
      reducer: { site: siteReducer, appearance: appearanceReducer },
      preloadedState: { site: siteStateFixture() },
      sagas: [
        () =>
          appearanceSaga({
            storage: counted,
            colorScheme: createManualColorScheme(false),
            logger: createMemoryLogger(),
            isDesignToken: () => false,
            applyAttributes: (attributes) => void applied.push(attributes),
            applyBrandBook: () => undefined,
            restored,
          }),
      ],
    });
    expect(selectChosenTheme(store.getState())).toBe('dark');
    expect(reads).toEqual([]);
    expect(applied).toEqual([]);
    store.dispatch(themeChosen({ theme: 'light' }));
    expect(applied.at(-1)?.['data-theme']).toBe('light');
  });
});
