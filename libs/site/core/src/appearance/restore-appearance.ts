import type { AppearanceDeps } from './appearance-deps';
import { readStoredAppearance } from './appearance';
import { selectAppearanceAttributes } from './appearance-selectors';
import type { AppearanceState } from './appearance-slice';

/**
 * Reads the stored settings with the system's scheme of the moment and sets the root element's
 * attributes at once: the appearance saga's first step. An app that yields the main thread before
 * its store starts calls it first, so neither DOMContentLoaded nor a frame passes with the default
 * theme (issue 16), and gives the saga what it answers (`AppearanceDeps.restored`).
 */
export function restoreAppearance(
  deps: Pick<AppearanceDeps, 'storage' | 'logger' | 'colorScheme' | 'applyAttributes'>,
): AppearanceState {
  const restored = {
    ...readStoredAppearance(deps.storage, deps.logger),
    systemPrefersDark: deps.colorScheme.prefersDark(),
  };
  deps.applyAttributes(selectAppearanceAttributes({ appearance: restored }));
  return restored;
}
