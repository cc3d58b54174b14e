import { render, screen } from '@testing-library/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import { resultsShown } from '@bet/sportsbook';
import { SportsbookHarness } from '../connected/sportsbook-store-harness';
import { dayResults, menuState, RESULTS_NOW, resultsNow, resultsOf } from './results-fixtures';
import { dayLabel, resultDays, timeLabel } from './result-days';
import { ResultsPage } from './results-page';

const TOKYO = 'Asia/Tokyo';
const NEW_YORK = 'America/New_York';
/** The player's day in Tokyo that holds RESULTS_NOW (23 Nov, 20:00 UTC = 24 Nov, 05:00 in Tokyo). */
const TOKYO_TODAY = Date.UTC(2026, 10, 23, 15) / 1000;

describe("results by the player's day, not UTC (issue 18; spec 02 §9 time zone)", () => {
  it('offers the days of the zone: in Tokyo today is already the 24th, in New York still the 23rd', () => {
    expect(resultDays(RESULTS_NOW, 2, TOKYO).map((day) => [day.iso, day.date])).toEqual([
      ['2026-11-24', TOKYO_TODAY],
      ['2026-11-23', TOKYO_TODAY - 86_400],
    ]);
    expect(resultDays(Date.UTC(2026, 10, 24, 3), 1, NEW_YORK)[0]?.iso).toBe('2026-11-23');
    expect(dayLabel(TOKYO_TODAY, 'en', TOKYO)).toBe('Tue, Nov 24');
    expect(timeLabel(Date.UTC(2026, 10, 23, 19, 50) / 1000, 'en', TOKYO)).toBe('04:50');
  });

  it("asks for the zone's day and shows finish times on the player's clock", async () => {
    const actions: UnknownAction[] = [];
    const filter = { date: TOKYO_TODAY, timeZone: TOKYO };
    render(
      <SportsbookHarness
        path="/en/results"
        routePath="/:lang/results/:type?"
        sportsbook={menuState()}
        sportsbookResults={resultsOf(filter, { results: dayResults })}
        onAction={(action) => actions.push(action)}
      >
        <ResultsPage now={resultsNow} timeZone={TOKYO} />
      </SportsbookHarness>,
    );
    expect(actions).toContainEqual(resultsShown({ filter }));
    const picker = screen.getByRole('combobox', { name: 'Date' }) as HTMLSelectElement;
    expect(picker.selectedOptions[0]?.textContent).toBe('Today, Tue, Nov 24');
    // Arsenal – Chelsea finished at 19:50 UTC: 04:50 on the 24th in Tokyo.
    expect(await screen.findByRole('row', { name: /04:50 Arsenal – Chelsea/ })).toBeTruthy();
  });
});
