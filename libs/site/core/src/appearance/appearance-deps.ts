import type { ColorSchemePort, Logger, StoragePort } from '@bet/platform';
import type { AppearanceAttributes } from './appearance';
import type { AppearanceState } from './appearance-slice';
import type { BrandBookDeclaration } from './brand-book';

/** What the appearance saga needs from the outside world; the app passes the browser's. */
export interface AppearanceDeps {
  /** Local storage: the settings under the spec's names. */
  storage: StoragePort;
  colorScheme: ColorSchemePort;
  logger: Logger;
  /** Whether a name is a design token (`isDesignTokenName` of @bet/ui); the brand book sets only those. */
  isDesignToken(name: string): boolean;
  /** Sets (a string) or removes (null) the attributes of the page's root element. */
  applyAttributes(attributes: AppearanceAttributes): void;
  /** Replaces the brand book's custom properties on the page's root element. */
  applyBrandBook(declarations: readonly BrandBookDeclaration[]): void;
  /**
   * The settings already read and set on the root element (`restoreAppearance`, by an app that
   * yields before its store starts): the saga starts from them instead of reading storage again.
   */
  restored?: AppearanceState;
}
