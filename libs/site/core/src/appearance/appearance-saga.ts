import type { UnknownAction } from '@reduxjs/toolkit';
import { eventChannel, type EventChannel } from 'redux-saga';
import { call, fork, put, select, take, takeEvery, takeLatest } from 'redux-saga/effects';
import type { SiteConfig } from '@bet/contract';
import { selectSiteConfig } from '../selectors';
import { configReloaded, languageSwitched, startupSucceeded } from '../site-slice';
import {
  APP_COMPACT_VIEW_KEY,
  APP_FONT_SIZE_KEY,
  flagSetting,
  APP_THEME_KEY,
  settingOfAppTheme,
  VISUALLY_IMPAIRED_MODE_KEY,
  type AppearanceAttributes,
} from './appearance';
import type { AppearanceDeps } from './appearance-deps';
import { selectAppearanceAttributes } from './appearance-selectors';
import {
  appearanceRestored,
  compactViewChosen,
  fontSizeChosen,
  systemColorSchemeChanged,
  themeChosen,
  visuallyImpairedModeChosen,
} from './appearance-slice';
import { acceptBrandBook } from './brand-book';
import { restoreAppearance } from './restore-appearance';

export const APPEARANCE_NOT_SAVED = 'The appearance setting could not be saved';

function* applyAttributes(deps: AppearanceDeps) {
  const attributes: AppearanceAttributes = yield select(selectAppearanceAttributes);
  deps.applyAttributes(attributes);
}

function save(deps: AppearanceDeps, key: string, value: string) {
  try {
    deps.storage.setItem(key, value);
  } catch (error) {
    // Storage full or switched off: the choice holds for this visit, the page is not broken.
    deps.logger.warn(APPEARANCE_NOT_SAVED, { key, error });
  }
}

function* saveChoice(deps: AppearanceDeps, action: UnknownAction) {
  if (themeChosen.match(action)) save(deps, APP_THEME_KEY, settingOfAppTheme(action.payload.theme));
  if (fontSizeChosen.match(action)) save(deps, APP_FONT_SIZE_KEY, action.payload.fontSize);
  if (visuallyImpairedModeChosen.match(action))
    save(deps, VISUALLY_IMPAIRED_MODE_KEY, flagSetting(action.payload.isOn));
  if (compactViewChosen.match(action)) save(deps, APP_COMPACT_VIEW_KEY, flagSetting(action.payload.isOn));
  yield call(applyAttributes, deps);
}

function colorSchemeChanges(deps: AppearanceDeps): EventChannel<{ prefersDark: boolean }> {
  return eventChannel((emit) => deps.colorScheme.subscribe((prefersDark) => emit({ prefersDark })));
}

function* followColorScheme(deps: AppearanceDeps) {
  const changes: EventChannel<{ prefersDark: boolean }> = yield call(colorSchemeChanges, deps);
  try {
    while (true) {
      const change: { prefersDark: boolean } = yield take(changes);
      yield put(systemColorSchemeChanged(change));
      yield call(applyAttributes, deps);
    }
  } finally {
    changes.close();
  }
}

/** The site config's partnerCssBrandBook, filtered (brand-book.ts), on the root element. */
function* applyBrandBook(deps: AppearanceDeps) {
  const config: SiteConfig | null = yield select(selectSiteConfig);
  if (!config) return;
  const { accepted, rejected } = acceptBrandBook(config.partnerCssBrandBook, deps.isDesignToken);
  for (const { property, value, reason } of rejected) {
    deps.logger.warn(`The brand book's ${property} is ignored: ${reason}`, { value });
  }
  deps.applyBrandBook(accepted);
}

/**
 * The appearance's one root saga. Its first steps run at once when the app's store starts its
 * sagas, before anything renders: the stored settings are read and the root element's attributes
 * set, so the first frame already has the right theme (no inline script: the page's CSP allows
 * none). Then each choice is saved and applied, the system's scheme is followed, and the brand
 * book of each site config (start-up, language switch, reload) goes on top of the theme.
 */
export function* appearanceSaga(deps: AppearanceDeps) {
  yield put(appearanceRestored(deps.restored ?? restoreAppearance(deps)));
  yield fork(followColorScheme, deps);
  yield call(applyBrandBook, deps);
  yield takeLatest([startupSucceeded, languageSwitched, configReloaded], applyBrandBook, deps);
  yield takeEvery(
    [themeChosen.type, fontSizeChosen.type, visuallyImpairedModeChosen.type, compactViewChosen.type],
    saveChoice,
    deps,
  );
}
