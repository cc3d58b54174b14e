import { render, screen } from '@testing-library/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { resultsShown } from '@bet/sportsbook';
import { SportsbookHarness } from '../connected/sportsbook-store-harness';
import { dayResults, menuState, RESULTS_NOW, resultsNow, resultsOf, RESULTS_TODAY } from './results-fixtures';
import { resultDays } from './result-days';
import { ResultsPage } from './results-page';

/** Tokyo's UTC+9 and New York's UTC−5, as the player picks them (issue 12: fixed offsets). */
const TOKYO = 540;
const NEW_YORK = -300;
/** The player's day in Tokyo that holds RESULTS_NOW (23 Nov, 20:00 UTC = 24 Nov, 05:00 in Tokyo). */
const TOKYO_TODAY = Date.UTC(2026, 10, 23, 15) / 1000;

describe("results by the player's day, not UTC (issue 18; issue 12 the chosen zone)", () => {
  it('offers the days of the zone: in Tokyo today is already the 24th, in New York still the 23rd', () => {
    expect(resultDays(RESULTS_NOW, TOKYO, 2).map((day) => [day.iso, day.date])).toEqual([
      ['2026-11-24', TOKYO_TODAY],
      ['2026-11-23', TOKYO_TODAY - 86_400],
    ]);
    expect(resultDays(Date.UTC(2026, 10, 24, 3), NEW_YORK, 1)[0]?.iso).toBe('2026-11-23');
    // Spec 02 §9's default zone 3: 23:00 on the 23rd, the day from 21:00 UTC of the 22nd.
    expect(RESULTS_TODAY).toBe(Date.UTC(2026, 10, 22, 21) / 1000);
  });

  it("asks for the zone's day and shows finish times on the player's clock", async () => {
    const actions: UnknownAction[] = [];
    const filter = { date: RESULTS_TODAY, offsetMinutes: 180 };
    render(
      <SportsbookHarness
        path="/en/results"
        routePath="/:lang/results/:type?"
        sportsbook={menuState()}
        sportsbookResults={resultsOf(filter, { results: dayResults })}
        onAction={(action) => actions.push(action)}
      >
        <ResultsPage now={resultsNow} />
      </SportsbookHarness>,
    );
    expect(actions).toContainEqual(resultsShown({ filter }));
    const picker = screen.getByRole('combobox', { name: 'Date' }) as HTMLSelectElement;
    expect(picker.selectedOptions[0]?.textContent).toBe('Today, Mon, Nov 23');
    // Arsenal – Chelsea finished at 16:50 UTC: 19:50 in UTC+3.
    expect(await screen.findByRole('row', { name: /19:50 Arsenal – Chelsea/ })).toBeTruthy();
  });
});
