/**
 * The social networks' own names, the same in every language that has no local form of them;
 * the lazily loaded bundles take them as they are.
 */
export const SOCIAL_NETWORK_NAMES = {
  social_network_google: 'Google',
  social_network_vk: 'VK',
  social_network_ok: 'OK',
  social_network_facebook: 'Facebook',
  social_network_mailru: 'Mail.Ru',
  social_network_yandex: 'Yandex',
  social_network_telegram: 'Telegram',
  social_network_kakaotalk: 'KakaoTalk',
  social_network_twitter: 'Twitter',
  social_network_itsme: 'itsme',
  social_network_twitch: 'Twitch',
  social_network_metamask: 'MetaMask',
  social_network_line: 'LINE',
  social_network_linkedin: 'LinkedIn',
  social_network_apple: 'Apple ID',
} as const;
