import { act, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { bettingTypeChanged, displayFlagChosen } from '@bet/sportsbook';
import { arsenalChelsea, readySportsbook } from '../fixtures';
import { SportsbookHomePage } from './home-page';
import { renderListing } from './render-listing';
import { createSportsbookTestStore, SportsbookHarness } from './sportsbook-store-harness';

describe('the global display flags applied (issue 12, spec 01 §3)', () => {
  it('isLiveAccumulatorOfTheDay / isAccumulatorOfTheDay: the express of the day follows the flag of the section', () => {
    const store = createSportsbookTestStore({ sportsbook: readySportsbook() });
    render(
      <SportsbookHarness store={store} path="/en/">
        <SportsbookHomePage />
      </SportsbookHarness>,
    );
    expect(screen.getByRole('region', { name: 'Express of the day' })).toBeTruthy();
    act(() => void store.dispatch(displayFlagChosen({ flag: 'isLiveAccumulatorOfTheDay', isOn: false })));
    expect(screen.queryByRole('region', { name: 'Express of the day' })).toBeNull();
    // The line's own flag is still on: in the line the express is back.
    act(() => void store.dispatch(bettingTypeChanged('line')));
    expect(screen.getByRole('region', { name: 'Express of the day' })).toBeTruthy();
    act(() => void store.dispatch(displayFlagChosen({ flag: 'isAccumulatorOfTheDay', isOn: false })));
    expect(screen.queryByRole('region', { name: 'Express of the day' })).toBeNull();
  });

  it("isShowGameId and isDetailedScore: a list row shows the game's number and its period scores", () => {
    const store = createSportsbookTestStore({ sportsbook: readySportsbook() });
    renderListing(store);
    const row = screen.getByRole('link', { name: 'Arsenal – Chelsea' }).closest('li');
    if (!row) throw new Error('no row');
    expect(within(row).queryByText(`No. ${arsenalChelsea.number}`)).toBeNull();
    expect(within(row).queryByText('1:1')).toBeNull();
    act(() => {
      store.dispatch(displayFlagChosen({ flag: 'isShowGameId', isOn: true }));
      store.dispatch(displayFlagChosen({ flag: 'isDetailedScore', isOn: true }));
    });
    expect(within(row).getByText(`No. ${arsenalChelsea.number}`)).toBeTruthy();
    expect(within(row).getByText('1:1')).toBeTruthy();
    expect(within(row).getByText('1:0')).toBeTruthy();
  });
});
