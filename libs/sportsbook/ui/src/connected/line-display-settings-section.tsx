import { useDispatch, useSelector } from 'react-redux';
import { displayFlagChosen, marketsNameTypeChosen, selectDisplaySettings } from '@bet/sportsbook';
import { LineDisplaySettings } from '../line-display-settings';
import type { SportsbookUiState } from './state';

/**
 * The line section of the settings page bound to the store: the display settings of
 * @bet/sportsbook in, the player's choices out as `marketsNameTypeChosen` (the markets_name_type
 * cookie) and `displayFlagChosen` (0/1 in local storage).
 */
export function LineDisplaySettingsSection() {
  const settings = useSelector((state: SportsbookUiState) => selectDisplaySettings(state));
  const dispatch = useDispatch();
  return (
    <LineDisplaySettings
      {...settings}
      onMarketsNameTypeChange={(marketsNameType) => dispatch(marketsNameTypeChosen({ marketsNameType }))}
      onFlagChange={(flag, isOn) => dispatch(displayFlagChosen({ flag, isOn }))}
    />
  );
}
