import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clockChosen, timeSettingsReducer, timeZoneChosen } from '@bet/time-settings';
import { createTestStore } from '@bet/platform/testing';
import { StoreHarness } from '@bet/ui/testing';
import { usePlayerTime } from './use-player-time';

const KICK_OFF = Date.UTC(2026, 10, 24, 15, 30);

function KickOff() {
  const time = usePlayerTime();
  return <time dateTime={time.iso(KICK_OFF)}>{time.dayMonthTime(KICK_OFF)}</time>;
}

describe('usePlayerTime (issue 12: every time in the chosen zone and clock)', () => {
  it('shows spec 02 §9 default zone 3 on a store without time settings', () => {
    const { store } = createTestStore({ reducer: { other: (state = 0) => state } });
    render(
      <StoreHarness store={store}>
        <KickOff />
      </StoreHarness>,
    );
    expect(screen.getByText('24.11, 18:30').getAttribute('datetime')).toBe('2026-11-24T15:30:00.000Z');
  });

  it('follows the player choice at once', () => {
    const { store } = createTestStore({ reducer: { timeSettings: timeSettingsReducer } });
    render(
      <StoreHarness store={store}>
        <KickOff />
      </StoreHarness>,
    );
    act(() => void store.dispatch(timeZoneChosen({ offsetMinutes: -300 })));
    expect(screen.getByText('24.11, 10:30')).toBeDefined();
    act(() => void store.dispatch(clockChosen({ is12h: true })));
    expect(screen.getByText('24.11, 10:30 AM')).toBeDefined();
  });
});
