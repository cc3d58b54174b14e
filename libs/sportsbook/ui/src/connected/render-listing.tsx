import { render } from '@testing-library/react';
import { Profiler } from 'react';
import { SportsbookListingPage } from './listing-page';
import { SportsbookHarness, type SportsbookTestStore } from './sportsbook-store-harness';

/** The listing route of the home page type, as the app's route table has it. */
export const LISTING_ROUTE = '/:lang/home/:section/:menuSection?/:sport?/:champ?';

/**
 * Renders the home listing page over a test store, at live football unless told another path;
 * `onRender` counts the page's commits (a React Profiler around it).
 */
export function renderListing(
  store: SportsbookTestStore,
  path = '/en/home/live/sports/1-football',
  onRender?: () => void,
) {
  const page = <SportsbookListingPage pageType="home" />;
  return render(
    <SportsbookHarness store={store} path={path} routePath={LISTING_ROUTE}>
      {onRender ? (
        <Profiler id="listing" onRender={onRender}>
          {page}
        </Profiler>
      ) : (
        page
      )}
    </SportsbookHarness>,
  );
}
