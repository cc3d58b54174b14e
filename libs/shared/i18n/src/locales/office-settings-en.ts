/**
 * English texts of the settings page's office groups and disallowed sports (@bet/office-ui;
 * issue 12, spec 01 §3 Office settings, spec 01 §6 blacklists). Kept in their own file and spread into en.
 */
export const officeSettingsEn = {
  office_settings_loading: 'Loading your account settings',
  office_settings_load_failed: 'Your account settings could not be loaded.',
  office_settings_retry: 'Try again',
  office_notifications_title: 'Notifications',
  office_notify_bet_results: 'Bet results',
  office_notify_news: 'News',
  office_notify_promotions: 'Promotions and offers',
  office_bonuses_title: 'Bonuses',
  office_cashback: 'Cashback',
  office_bonus: 'Bonus',
  office_first_deposit_bonus: 'First deposit bonus',
  office_choice_decline: 'Decline',
  office_choice_sport: 'Sport bonus',
  office_choice_casino: 'Casino bonus',
  office_promo_title: 'Promo codes',
  office_promo_note: 'Enter a promo code in the coupon when you place a bet.',
  office_wallets_title: 'Wallets',
  office_setting_saving: 'Saving…',
  office_setting_not_saved: 'Not saved: your choice is still shown, try again.',
  office_disallowed_title: 'Disallowed sports',
  office_disallowed_note: 'Ticked sports are hidden from your line and live.',
  office_disallowed_line: 'Line',
  office_disallowed_live: 'Live',
  office_disallowed_sport: 'Hide {{sport}} in {{section}}',
  office_disallowed_none: 'No sports to choose from.',
  office_disallowed_save: 'Save disallowed sports',
};
