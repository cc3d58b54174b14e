/**
 * Fixtures for the site's tests and for the stories and tests of the features that show the
 * site: a started site in a language.
 */
import type { SiteConfig } from '@bet/contract';
import { siteConfigFixture } from '@bet/contract/testing';
import { initialSiteState, type SiteState } from './site-slice';

export interface SiteStateOptions {
  language?: string;
  /** The operator's config; the fixture in `language` unless given. */
  config?: SiteConfig;
  isSignedIn?: boolean;
}

/** A started site whose config came embedded in the page, in `language` (`en` unless given). */
export function siteStateFixture({ language = 'en', config, isSignedIn = false }: SiteStateOptions = {}): SiteState {
  return {
    ...initialSiteState,
    status: 'ready',
    config: config ?? siteConfigFixture({ lng: language }),
    configSource: 'embedded',
    language,
    isSignedIn,
  };
}
