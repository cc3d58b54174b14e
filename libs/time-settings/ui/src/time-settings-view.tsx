import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Select } from '@bet/ui';
import { formatTimeWithSeconds, isoMoment, ZONE_OFFSETS_MINUTES, zoneOffsetLabel } from '@bet/time-settings';
import styles from './time-settings-view.module.css';

export interface TimeSettingsViewProps {
  /** Spec 01 §3 timeZone: the chosen offset, minutes ahead of UTC. */
  offsetMinutes: number;
  /** Spec 01 §3 is12h. */
  is12h: boolean;
  /** The device's own offset (rounded to an offered one), offered as a one-press choice; null: unknown. */
  deviceOffsetMinutes: number | null;
  /** Epoch ms now: the preview shows it on the chosen clock. */
  now: number;
  onZoneChange(offsetMinutes: number): void;
  onClockChange(is12h: boolean): void;
}

/**
 * The time settings (issue 12 part B): the zone (a native select of the offered offsets, so the
 * keyboard and screen readers work everywhere), "use my device's zone" in one press, the 12/24 h
 * clock as two radio buttons, and the time now on the chosen clock, which follows each change.
 */
export function TimeSettingsView({
  offsetMinutes,
  is12h,
  deviceOffsetMinutes,
  now,
  onZoneChange,
  onClockChange,
}: TimeSettingsViewProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const clockName = useId();
  const deviceNoteId = useId();
  const deviceZone = deviceOffsetMinutes === null ? null : zoneOffsetLabel(deviceOffsetMinutes);
  const zone = { offsetMinutes, is12h };
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {t('time_settings_title')}
      </h2>
      <Select
        label={t('time_settings_zone')}
        value={String(offsetMinutes)}
        options={ZONE_OFFSETS_MINUTES.map((minutes) => ({ value: String(minutes), label: zoneOffsetLabel(minutes) }))}
        onChange={(event) => onZoneChange(Number(event.target.value))}
      />
      {deviceZone === null || deviceOffsetMinutes === null ? null : (
        // The button stays when the device's zone is chosen (aria-disabled keeps the focus on
        // it for a keyboard player), and a line says it is in use.
        <div className={styles.device}>
          <Button
            variant="secondary"
            aria-disabled={deviceOffsetMinutes === offsetMinutes}
            aria-describedby={deviceOffsetMinutes === offsetMinutes ? deviceNoteId : undefined}
            onClick={() => {
              if (deviceOffsetMinutes !== offsetMinutes) onZoneChange(deviceOffsetMinutes);
            }}
          >
            {t('time_settings_use_device', { zone: deviceZone })}
          </Button>
          {deviceOffsetMinutes === offsetMinutes ? (
            <p id={deviceNoteId} className={styles.note}>
              {t('time_settings_device_in_use', { zone: deviceZone })}
            </p>
          ) : null}
        </div>
      )}
      <fieldset className={styles.clock}>
        <legend className={styles.legend}>{t('time_settings_clock')}</legend>
        <label className={styles.choice}>
          <input type="radio" name={clockName} checked={!is12h} onChange={() => onClockChange(false)} />
          {t('time_settings_clock_24')}
        </label>
        <label className={styles.choice}>
          <input type="radio" name={clockName} checked={is12h} onChange={() => onClockChange(true)} />
          {t('time_settings_clock_12')}
        </label>
      </fieldset>
      <p className={styles.preview}>
        {t('time_settings_preview')}:{' '}
        <time className={styles.now} dateTime={isoMoment(now)} data-testid="time-settings-now">
          {formatTimeWithSeconds(now, zone)}
        </time>
      </p>
    </section>
  );
}
