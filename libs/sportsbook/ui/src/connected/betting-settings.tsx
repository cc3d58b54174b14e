import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { BettingSection } from '@bet/contract';
import { bettingTypeChanged, selectBettingSettings, timeFilterChanged } from '@bet/sportsbook';
import { SectionSwitch } from '../section-switch';
import { TimeFilter } from '../time-filter';
import type { SportsbookUiState } from './state';

/**
 * Line or live: records the setting (spec 01 §3 currentBettingType) and, on pages whose URL
 * holds the section, goes to the other section's page too (`onNavigate`).
 */
export function ConnectedSectionSwitch({
  section,
  onNavigate,
}: {
  section?: BettingSection;
  onNavigate?: (section: BettingSection) => void;
}) {
  const dispatch = useDispatch();
  const current = useSelector((state: SportsbookUiState) => selectBettingSettings(state).currentBettingType);
  const onChange = useCallback(
    (next: BettingSection) => {
      dispatch(bettingTypeChanged(next));
      onNavigate?.(next);
    },
    [dispatch, onNavigate],
  );
  return <SectionSwitch section={section ?? current} onChange={onChange} />;
}

/** The main header's time filter (`timeFilterChanged`). */
export function ConnectedTimeFilter() {
  const dispatch = useDispatch();
  const hours = useSelector((state: SportsbookUiState) => selectBettingSettings(state).timeFilterHours);
  const onChange = useCallback((next: number | null) => dispatch(timeFilterChanged(next)), [dispatch]);
  return <TimeFilter hours={hours} onChange={onChange} />;
}
