import { useCallback } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { BettingSection, TimeFilter as TimeFilterValue } from '@bet/contract';
import {
  bettingSettingsChanged,
  bettingTypeChanged,
  selectBettingSettings,
  selectMenuSports,
  timeFilterChanged,
  type BettingSettingsPatch,
} from '@bet/sportsbook';
import { BettingSettingsPanel, type CyberDisciplineOption } from '../betting-settings-panel';
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

/** The main header's time filter (`timeFilterChanged`), kept with the betting settings. */
export function ConnectedTimeFilter() {
  const dispatch = useDispatch();
  const value = useSelector((state: SportsbookUiState) => selectBettingSettings(state).timeFilter);
  const onChange = useCallback((next: TimeFilterValue) => dispatch(timeFilterChanged(next)), [dispatch]);
  return <TimeFilter value={value} onChange={onChange} />;
}

const NO_DISCIPLINES: readonly CyberDisciplineOption[] = Object.freeze([]);

function sameDisciplines(a: readonly CyberDisciplineOption[], b: readonly CyberDisciplineOption[]): boolean {
  return (
    a.length === b.length && a.every((item, i) => item.cyberTypeId === b[i]?.cyberTypeId && item.name === b[i]?.name)
  );
}

/**
 * The betting settings of spec 01 §3 (`bettingSettingsChanged`, persisted by the core's settings
 * saga). The cyber disciplines are the cyber sports of the section's menu the page has loaded.
 */
export function ConnectedBettingSettings({ section }: { section: BettingSection }) {
  const dispatch = useDispatch();
  const settings = useSelector(selectBettingSettings);
  const disciplines = useSelector((state: SportsbookUiState) => {
    const list = selectMenuSports(state, section).flatMap((sport) =>
      sport.cyberTypeId === null ? [] : [{ cyberTypeId: sport.cyberTypeId, name: sport.name }],
    );
    return list.length === 0 ? NO_DISCIPLINES : list;
  }, sameDisciplines);
  const onChange = useCallback((patch: BettingSettingsPatch) => dispatch(bettingSettingsChanged(patch)), [dispatch]);
  return <BettingSettingsPanel settings={settings} cyberDisciplines={disciplines} onChange={onChange} />;
}
