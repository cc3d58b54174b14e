import { useDispatch, useSelector } from 'react-redux';
import { clockChosen, selectTimeSettings, timeZoneChosen, type WithTimeSettings } from '@bet/time-settings';
import { useNow } from './use-now';
import { TimeSettingsView } from './time-settings-view';

export interface TimeSettingsSectionProps {
  /** Epoch ms now (stories and tests fix it); the preview ticks every second from it. */
  now?: () => number;
}

/**
 * The settings page's time section (issue 12): the store's time settings in, the player's
 * choices out as `timeZoneChosen` and `clockChosen` (kept in the `tzo` and `is12h` cookies).
 */
export function TimeSettingsSection({ now }: TimeSettingsSectionProps) {
  const settings = useSelector((state: WithTimeSettings) => selectTimeSettings(state));
  const dispatch = useDispatch();
  const current = useNow(1000, now);
  return (
    <TimeSettingsView
      offsetMinutes={settings.offsetMinutes}
      is12h={settings.is12h}
      deviceOffsetMinutes={settings.deviceOffsetMinutes}
      now={current}
      onZoneChange={(offsetMinutes) => dispatch(timeZoneChosen({ offsetMinutes }))}
      onClockChange={(is12h) => dispatch(clockChosen({ is12h }))}
    />
  );
}
