import type { UnknownAction } from '@reduxjs/toolkit';
import { createContext, useContext } from 'react';

/**
 * What Storybook's toolbar chose for the story (the preview's decorators provide it): the texts'
 * language, and events every `StoreHarness` dispatches into the store it makes or is given (the
 * odds format of the toolbar is the coupon's `coefViewChanged`). The harnesses read it, so a
 * story follows the toolbar unless it fixes a language itself (`withI18n('ru')`). Outside
 * Storybook (unit tests) nothing provides it: English and no events.
 */
export interface StoryGlobals {
  language?: string | undefined;
  storeActions?: readonly UnknownAction[];
}

const NONE: StoryGlobals = {};

export const StoryGlobalsContext = createContext<StoryGlobals>(NONE);

export function useStoryGlobals(): StoryGlobals {
  return useContext(StoryGlobalsContext);
}

/** The toolbar's odds format: a coefficient view id of the coupon engine (0 decimal unless chosen). */
export const ODDS_FORMAT_GLOBAL = 'oddsFormat';

/**
 * The odds format a story of a props-only component formats its coefficients in:
 * `render: (args, { globals }) => <OddsButton coefText={formatCoef(2.15, storyCoefView(globals))} />`.
 */
export function storyCoefView(globals: Readonly<Record<string, unknown>>): number {
  const id = Number(globals[ODDS_FORMAT_GLOBAL] ?? 0);
  return Number.isInteger(id) ? id : 0;
}
