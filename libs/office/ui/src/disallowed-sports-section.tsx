import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfficeSport } from '@bet/contract';
import type { DisallowSection, SettingSave } from '@bet/office';
import { Alert, Button, Checkbox, Spinner } from '@bet/ui';
import { SettingSaveStatus } from './setting-save-status';
import styles from './office-settings.module.css';

export interface DisallowedSportsSectionProps {
  /** Null while the settings load (or when they failed to). */
  sports: readonly OfficeSport[] | null;
  /** The settings could not load: said here, the retry is the office groups' section's. */
  loadFailed?: boolean;
  /** The sport ids each list offers (spec 01 §3 lineSports, liveSports). */
  offered: Readonly<Record<DisallowSection, readonly number[]>>;
  /** The ticked (disallowed) ids, as edited. */
  draft: Readonly<Record<DisallowSection, readonly number[]>>;
  save: SettingSave | undefined;
  onToggle: (section: DisallowSection, sportId: number, disallowed: boolean) => void;
  onSave: () => void;
}

const SECTIONS: readonly { section: DisallowSection; key: string }[] = [
  { section: 'line', key: 'office_disallowed_line' },
  { section: 'live', key: 'office_disallowed_live' },
];

/**
 * "Disallowed sports" (issue 12, spec 01 §6 per-user sport blacklists for line and live): a
 * checkbox per sport in each list, saved together with one press (spec 02 §7 "save disallowed
 * sports (line, live)"); once saved the sportsbook hides the ticked sports.
 */
export function DisallowedSportsSection({
  sports,
  loadFailed = false,
  offered,
  draft,
  save,
  onToggle,
  onSave,
}: DisallowedSportsSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const names = new Map((sports ?? []).map((sport) => [sport.id, sport.name]));
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {t('office_disallowed_title')}
      </h2>
      {sports === null && loadFailed && <Alert tone="error">{t('office_settings_load_failed')}</Alert>}
      {sports === null ? (
        !loadFailed && <Spinner label={t('office_settings_loading')} />
      ) : (
        <>
          <p className={styles.note}>{t('office_disallowed_note')}</p>
          <div className={styles.lists}>
            {SECTIONS.map(({ section, key }) => {
              const ids = offered[section].filter((id) => names.has(id));
              return (
                <fieldset key={section} className={styles.group}>
                  <legend className={styles.legend}>{t(key)}</legend>
                  {ids.length === 0 && <p className={styles.note}>{t('office_disallowed_none')}</p>}
                  {ids.map((id) => (
                    <Checkbox
                      key={id}
                      label={names.get(id)}
                      aria-label={t('office_disallowed_sport', { sport: names.get(id), section: t(key) })}
                      checked={draft[section].includes(id)}
                      onChange={(event) => onToggle(section, id, event.currentTarget.checked)}
                    />
                  ))}
                </fieldset>
              );
            })}
          </div>
          <div className={styles.row}>
            <Button onClick={onSave} disabled={save?.status === 'pending'}>
              {t('office_disallowed_save')}
            </Button>
          </div>
          <SettingSaveStatus save={save} />
        </>
      )}
    </section>
  );
}
