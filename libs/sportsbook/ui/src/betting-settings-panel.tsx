import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MARKET_TYPES } from '@bet/contract';
import {
  CYBER_MATCHES_FILTER_TYPES,
  type BettingSettings,
  type BettingSettingsPatch,
  type CyberMatchesFilterType,
} from '@bet/sportsbook';
import styles from './betting-settings-panel.module.css';

/** A cyber discipline the cyber setting offers (a cyber sport of the menu). */
export interface CyberDisciplineOption {
  readonly cyberTypeId: number;
  readonly name: string;
}

export interface BettingSettingsPanelProps {
  settings: BettingSettings;
  /** The cyber disciplines to choose from; the choice "all" is always there. */
  cyberDisciplines: readonly CyberDisciplineOption[];
  onChange: (patch: BettingSettingsPatch) => void;
  /** Open at first (stories). */
  defaultOpen?: boolean;
}

const FLAGS = [
  ['isGroupSportsByCategories', 'sportsbook_settings_group_by_categories'],
  ['isWideScreenScoreboard', 'sportsbook_settings_wide_scoreboard'],
  ['isUpcomingEvent', 'sportsbook_settings_upcoming_only'],
  ['isOnlyWithVideos', 'sportsbook_settings_only_with_video'],
] as const;

const CYBER_MATCH_KEYS = {
  [CYBER_MATCHES_FILTER_TYPES.all]: 'sportsbook_settings_cyber_matches_all',
  [CYBER_MATCHES_FILTER_TYPES.live]: 'sportsbook_settings_cyber_matches_live',
  [CYBER_MATCHES_FILTER_TYPES.line]: 'sportsbook_settings_cyber_matches_line',
} as const satisfies Record<CyberMatchesFilterType, string>;

const MARKET_TYPE_IDS = Object.values(MARKET_TYPES);

/**
 * The betting settings of spec 01 §3 ("Betting and global settings": group sports by
 * categories, cyber filters, wide scoreboard, upcoming only, only with video, filtered markets)
 * behind one button. A disclosure, not a dialog: each change applies at once, so nothing is
 * to confirm and the page stays usable beside it; Escape closes it and gives focus back to the
 * button. Markets are offered as "shown" check boxes: unticking one adds it to `filteredMarkets`.
 */
export function BettingSettingsPanel({
  settings,
  cyberDisciplines,
  onChange,
  defaultOpen = false,
}: BettingSettingsPanelProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  const titleId = useId();
  const cyberName = useId();
  const cyberTypeId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };
  const toggleMarket = (typeId: number, shown: boolean) =>
    onChange({
      filteredMarkets: shown
        ? settings.filteredMarkets.filter((id) => id !== typeId)
        : [...settings.filteredMarkets, typeId],
    });
  return (
    // Escape from the button or from inside the panel closes it.
    <div className={styles.root} onKeyDown={open ? onKeyDown : undefined}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {t('sportsbook_settings_button')}
      </button>
      {open ? (
        <section id={panelId} className={styles.panel} aria-labelledby={titleId}>
          <h2 id={titleId} className={styles.title}>
            {t('sportsbook_settings_title')}
          </h2>
          {FLAGS.map(([key, label]) => (
            <label key={key} className={styles.option}>
              <input
                type="checkbox"
                checked={settings[key]}
                onChange={(event) => onChange({ [key]: event.currentTarget.checked })}
              />
              {t(label)}
            </label>
          ))}
          <fieldset className={styles.fieldset}>
            <legend>{t('sportsbook_settings_markets')}</legend>
            {MARKET_TYPE_IDS.map((typeId) => (
              <label key={typeId} className={styles.option}>
                <input
                  type="checkbox"
                  checked={!settings.filteredMarkets.includes(typeId)}
                  onChange={(event) => toggleMarket(typeId, event.currentTarget.checked)}
                />
                {t(`sportsbook_settings_market_${typeId}`)}
              </label>
            ))}
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend>{t('sportsbook_settings_cyber')}</legend>
            <div role="radiogroup" aria-label={t('sportsbook_settings_cyber_matches')}>
              {Object.values(CYBER_MATCHES_FILTER_TYPES).map((type) => (
                <label key={type} className={styles.option}>
                  <input
                    type="radio"
                    name={cyberName}
                    checked={settings.cyberMatchesFilterType === type}
                    onChange={() => onChange({ cyberMatchesFilterType: type })}
                  />
                  {t(CYBER_MATCH_KEYS[type])}
                </label>
              ))}
            </div>
            <label className={styles.option} htmlFor={cyberTypeId}>
              {t('sportsbook_settings_cyber_type')}
            </label>
            <select
              id={cyberTypeId}
              className={styles.select}
              value={settings.cyberType}
              onChange={(event) => onChange({ cyberType: Number(event.currentTarget.value) })}
            >
              <option value={0}>{t('sportsbook_settings_cyber_type_all')}</option>
              {cyberDisciplines.map((discipline) => (
                <option key={discipline.cyberTypeId} value={discipline.cyberTypeId}>
                  {discipline.name}
                </option>
              ))}
              {/* A stored discipline the menu no longer lists stays selectable, so it is shown, not lost. */}
              {settings.cyberType !== 0 && !cyberDisciplines.some((d) => d.cyberTypeId === settings.cyberType) ? (
                <option value={settings.cyberType}>{`#${settings.cyberType}`}</option>
              ) : null}
            </select>
          </fieldset>
          <button type="button" className={styles.close} onClick={close}>
            {t('sportsbook_settings_close')}
          </button>
        </section>
      ) : null}
    </div>
  );
}
