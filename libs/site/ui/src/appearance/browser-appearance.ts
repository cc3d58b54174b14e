import { createMediaColorScheme, type Logger, type MediaQueryWindow } from '@bet/platform';
import type { AppearanceDeps } from '@bet/site';
import { isDesignTokenName } from '@bet/ui';
import { createHtmlAppearance } from './html-appearance';

/** The part of `window` the appearance reads. */
export type AppearanceWindow = MediaQueryWindow & {
  readonly localStorage: Storage;
  readonly document: { readonly documentElement: HTMLElement };
};

/**
 * The appearance saga's deps in a browser, for the app's entry module: local storage, the
 * system's colour scheme, the design token names of @bet/ui and the page's <html>. With them the
 * saga sets the theme attributes as the store starts, before the first render.
 */
export function browserAppearance(win: AppearanceWindow, logger: Logger): AppearanceDeps {
  return {
    storage: win.localStorage,
    colorScheme: createMediaColorScheme(win),
    logger,
    isDesignToken: isDesignTokenName,
    ...createHtmlAppearance(win.document.documentElement),
  };
}
