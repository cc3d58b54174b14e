import { useTranslation } from 'react-i18next';
import type { SocialNetwork } from '@bet/contract';
import type { TranslationKey } from '@bet/i18n';
import { Button } from '@bet/ui';
import styles from './form.module.css';

const NETWORK_LABELS: Record<SocialNetwork, TranslationKey> = {
  google: 'social_network_google',
  vk: 'social_network_vk',
  ok: 'social_network_ok',
  facebook: 'social_network_facebook',
  mailru: 'social_network_mailru',
  yandex: 'social_network_yandex',
  telegram: 'social_network_telegram',
  kakaotalk: 'social_network_kakaotalk',
  twitter: 'social_network_twitter',
  itsme: 'social_network_itsme',
  twitch: 'social_network_twitch',
  metamask: 'social_network_metamask',
  line: 'social_network_line',
  linkedin: 'social_network_linkedin',
  apple: 'social_network_apple',
};

export interface SocialNetworkButtonsProps {
  networks: readonly SocialNetwork[];
  /** The network a registration is under way with: its button is busy. */
  busy: SocialNetwork | null;
  onChoose: (network: SocialNetwork) => void;
}

/** Social registration (spec 01 §1 soc_reg): one button per network, named "Register with Google" etc. */
export function SocialNetworkButtons({ networks, busy, onChoose }: SocialNetworkButtonsProps) {
  const { t } = useTranslation();
  return (
    <ul className={styles.socialList} aria-label={t('registration_social_networks')}>
      {networks.map((network) => (
        <li key={network}>
          <Button variant="secondary" fullWidth busy={busy === network} onClick={() => onChoose(network)}>
            {t('registration_social_button', { network: t(NETWORK_LABELS[network]) })}
          </Button>
        </li>
      ))}
    </ul>
  );
}
