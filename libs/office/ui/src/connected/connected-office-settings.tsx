import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  DISALLOWED_SPORTS_SAVE,
  disallowedSportToggled,
  disallowedSportsSaveRequested,
  officeSettingChosen,
  officeSettingsOpened,
  selectOfficeSettingsState,
} from '@bet/office';
import { DisallowedSportsSection } from '../disallowed-sports-section';
import { OfficeGroupsSection } from '../office-groups-section';

/** Entering the page loads its data (spec 02 §7 "Office settings data"); two sections share one load. */
function useSettingsOpened() {
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(officeSettingsOpened());
  }, [dispatch]);
}

/** The office groups of the settings page, from the office state; each change saved at once. */
export function ConnectedOfficeGroups() {
  useSettingsOpened();
  const dispatch = useDispatch();
  const state = useSelector(selectOfficeSettingsState);
  return (
    <OfficeGroupsSection
      status={state.status}
      settings={state.settings}
      saves={state.saves}
      onChange={(id, value) => dispatch(officeSettingChosen({ id, value }))}
      onRetry={() => dispatch(officeSettingsOpened())}
    />
  );
}

/** The disallowed sports of the settings page, edited in the office state and saved on the press. */
export function ConnectedDisallowedSports() {
  useSettingsOpened();
  const dispatch = useDispatch();
  const state = useSelector(selectOfficeSettingsState);
  const settings = state.settings;
  return (
    <DisallowedSportsSection
      sports={settings?.sports ?? null}
      loadFailed={state.status === 'failed'}
      offered={{ line: settings?.lineSports ?? [], live: settings?.liveSports ?? [] }}
      draft={state.draft}
      save={state.saves[DISALLOWED_SPORTS_SAVE]}
      onToggle={(section, sportId, disallowed) => dispatch(disallowedSportToggled({ section, sportId, disallowed }))}
      onSave={() => dispatch(disallowedSportsSaveRequested())}
    />
  );
}
