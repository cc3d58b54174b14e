import type { ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import type { SiteConfig } from '@bet/contract';
import {
  appearanceReducer,
  initialAppearanceState,
  initialWidgetsState,
  shellReducer,
  siteReducer,
  widgetsReducer,
  type AppearanceState,
  type WidgetsState,
} from '@bet/site';
import { siteStateFixture } from '@bet/site/testing';
import { StoreHarness } from '@bet/ui/testing';

export interface SiteHarnessProps {
  language?: string;
  config?: SiteConfig;
  isSignedIn?: boolean;
  /** The address the page is shown at; defaults to the language root. */
  path?: string;
  /** Merged over the initial widgets state. */
  widgets?: Partial<WidgetsState>;
  /** Merged over the initial appearance (light, medium type). */
  appearance?: Partial<AppearanceState>;
  children: ReactNode;
}

/**
 * A started site around a component, for stories and tests: a store whose site slice is ready
 * (with the shell, widgets and appearance slices, the widgets in a given state), the texts in
 * `language`, and a memory router at `path` rendering `children` on every route. No saga runs:
 * an action changes the state as the slice says, nothing more.
 */
export function SiteHarness({
  language = 'ru',
  config,
  isSignedIn = false,
  path,
  widgets,
  appearance,
  children,
}: SiteHarnessProps) {
  return (
    <StoreHarness
      reducer={{ site: siteReducer, shell: shellReducer, widgets: widgetsReducer, appearance: appearanceReducer }}
      preloadedState={{
        site: siteStateFixture({ language, config, isSignedIn }),
        widgets: { ...initialWidgetsState, ...widgets },
        appearance: { ...initialAppearanceState, ...appearance },
      }}
      language={language}
      path={path}
    >
      {children}
    </StoreHarness>
  );
}

/** Storybook decorator: `decorators: [withSite({ language: 'en' })]`. */
export function withSite(props: Omit<SiteHarnessProps, 'children'> = {}): Decorator {
  const WithSite: Decorator = (Story) => (
    <SiteHarness {...props}>
      <Story />
    </SiteHarness>
  );
  return WithSite;
}
