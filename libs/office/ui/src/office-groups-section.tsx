import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BONUS_CHOICE, type OfficeChoiceSetting } from '@bet/contract';
import { CHOICE_GROUPS, type OfficeSettings, type OfficeSettingsState, type SettingSave } from '@bet/office';
import { Alert, Button, Checkbox, Spinner } from '@bet/ui';
import { SettingSaveStatus } from './setting-save-status';
import styles from './office-settings.module.css';

export interface OfficeGroupsSectionProps {
  status: OfficeSettingsState['status'];
  settings: OfficeSettings | null;
  saves: Readonly<Record<string, SettingSave>>;
  onChange: (id: string, value: boolean | number) => void;
  onRetry: () => void;
}

/** Spec 01 §3 Options: 0 decline, 1 sport bonus, 2 casino bonus, with their texts. */
const CHOICES = [
  { value: BONUS_CHOICE.decline, key: 'office_choice_decline' },
  { value: BONUS_CHOICE.sport, key: 'office_choice_sport' },
  { value: BONUS_CHOICE.casino, key: 'office_choice_casino' },
] as const;

const CHOICE_TITLES: Record<(typeof CHOICE_GROUPS)[number], string> = {
  cashbackSetting: 'office_cashback',
  bonusSetting: 'office_bonus',
  firstDepositBonusSetting: 'office_first_deposit_bonus',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function ChoiceGroup(props: {
  title: string;
  setting: OfficeChoiceSetting;
  save: SettingSave | undefined;
  onChange: (id: string, value: number) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{props.title}</legend>
      <div className={styles.choices}>
        {CHOICES.map((choice) => (
          <label key={choice.value} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={props.setting.value === choice.value}
              onChange={() => props.onChange(props.setting.id, choice.value)}
            />
            {t(choice.key)}
          </label>
        ))}
      </div>
      <SettingSaveStatus save={props.save} />
    </fieldset>
  );
}

/**
 * The settings page's office groups (issue 12, spec 01 §3 Office settings): notification
 * switches, the cashback, bonus and first-deposit bonus choices, the promo code section when the
 * server offers it and the wallets when shown. Each change is saved on its own at once.
 */
export function OfficeGroupsSection({ status, settings, saves, onChange, onRetry }: OfficeGroupsSectionProps) {
  const { t } = useTranslation();
  if (!settings) {
    if (status === 'failed') {
      return (
        <Section title={t('office_notifications_title')}>
          <Alert tone="error">{t('office_settings_load_failed')}</Alert>
          <div>
            <Button onClick={onRetry}>{t('office_settings_retry')}</Button>
          </div>
        </Section>
      );
    }
    return (
      <Section title={t('office_notifications_title')}>
        <Spinner label={t('office_settings_loading')} />
      </Section>
    );
  }
  const switches = [...settings.commonSettings, ...settings.notificationSettings].filter(
    (item) => typeof item.value === 'boolean',
  );
  const choices = CHOICE_GROUPS.flatMap((group) => {
    const setting = settings[group];
    return setting ? [{ group, setting }] : [];
  });
  return (
    <>
      {switches.length > 0 && (
        <Section title={t('office_notifications_title')}>
          {switches.map((item) => (
            <div key={item.id} className={styles.row}>
              <Checkbox
                role="switch"
                label={t(item.title_translation_key ?? item.id)}
                checked={item.value === true}
                onChange={(event) => onChange(item.id, event.currentTarget.checked)}
              />
              <SettingSaveStatus save={saves[item.id]} />
            </div>
          ))}
        </Section>
      )}
      {choices.length > 0 && (
        <Section title={t('office_bonuses_title')}>
          {choices.map(({ group, setting }) => (
            <ChoiceGroup
              key={group}
              title={t(CHOICE_TITLES[group])}
              setting={setting}
              save={saves[setting.id]}
              onChange={onChange}
            />
          ))}
        </Section>
      )}
      {settings.showPromoCodeCheck && settings.promoCodeCheckAvailable && (
        <Section title={t('office_promo_title')}>
          <p className={styles.note}>{t('office_promo_note')}</p>
        </Section>
      )}
      {settings.showWallets && settings.walletAttributes.length > 0 && (
        <Section title={t('office_wallets_title')}>
          <ul className={styles.note}>
            {settings.walletAttributes.map((wallet) => (
              <li key={wallet.id}>{t(wallet.title_translation_key)}</li>
            ))}
          </ul>
        </Section>
      )}
    </>
  );
}
