/** English texts. Every key here must exist in every complete locale (see locales.test.ts). */
export const en = {
  main_skip_to_content: 'Skip to content',
  main_loading: 'Loading',
  main_language_menu: 'Language',
  main_language_name_ru: 'Русский',
  main_language_name_en: 'English',
  main_language_name_kz: 'Қазақша',
  main_home_link: '{{companyName}}: home',
  main_main_navigation: 'Main navigation',
  main_home_title: 'Welcome to {{companyName}}',
  main_home_lead:
    'Sports betting before and during the match, cyber sports, casino and live games in one account.',
  main_home_sections_title: 'What you can play',
  main_section_line: 'Pre-match betting',
  main_section_live: 'Live betting',
  main_section_cyber: 'Cyber sports',
  main_section_casino: 'Casino and slots',
  main_age_restriction: '{{companyName}} is for persons aged {{minAge}} and over only.',
  main_age_badge_label: 'Only for persons aged {{minAge}} and over',
  main_responsible_gaming: 'Play responsibly: betting is entertainment, not a source of income.',
  main_footer_copyright: '© {{year}} {{companyName}}',
  main_footer_contacts: 'Support: {{email}}',
  main_social_links: 'Follow us',
  main_opens_in_new_tab: 'Opens in a new tab',
  main_error: 'Error',
  main_done: 'Done',
  main_page_not_found: 'This page could not be found',
  main_go_home: 'Go to the home page',
  main_no_site_config_title: 'The site could not start',
  main_no_site_config_text:
    'The site settings could not be loaded. Check your connection and reload the page.',
  main_page_refresh_button: 'Reload the page',
};

export type TranslationKey = keyof typeof en;
export type Translations = Record<TranslationKey, string>;
