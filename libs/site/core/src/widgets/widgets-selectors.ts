import { createSelector } from 'reselect';
import { selectIsSignedIn, selectLanguage, selectSiteConfig, type WithSite } from '../selectors';
import { isPolicyLogoShown } from './policy-logo';
import { supportOptions } from './support-options';
import type { WidgetsState } from './widgets-slice';

export interface WithWidgets {
  widgets: WidgetsState;
}

export const selectWidgets = (state: WithWidgets): WidgetsState => state.widgets;
export const selectAgeNotice = (state: WithWidgets) => state.widgets.ageNotice;
export const selectNewSiteModal = (state: WithWidgets) => state.widgets.newSiteModal;
export const selectAdBlockStatus = (state: WithWidgets) => state.widgets.adBlock;
export const selectIsAdBlockWarningShown = (state: WithWidgets) => state.widgets.adBlock === 'detected';
/** A widget modal of ours is open: the registration reminder waits for it (spec 01 §4). */
export const selectIsWidgetModalOpen = (state: WithWidgets) =>
  state.widgets.ageNotice.open || state.widgets.newSiteModal.open;

export const selectIsPolicyLogoShown = (state: WithSite) => isPolicyLogoShown(selectSiteConfig(state)?.geoCountryId);

export const selectSupportOptions = createSelector(
  [(state: WithWidgets & WithSite) => state.widgets.settings.support, selectIsSignedIn, selectLanguage],
  supportOptions,
);
