/**
 * English texts of the settings page's global settings (issue 12, spec 01 §3 "Betting and
 * global settings"): appearance, compact view, market names type and the line's display flags.
 * Kept in their own file and spread into en.
 */
export const globalSettingsEn = {
  global_settings_appearance_title: 'Appearance',
  global_settings_theme: 'Theme',
  global_settings_theme_light: 'Light',
  global_settings_theme_dark: 'Dark',
  global_settings_compact_view: 'Compact view',
  global_settings_compact_view_hint: 'Less space and smaller controls on every page, so more of the line fits.',
  global_settings_line_title: 'Line display',
  global_settings_markets_name_type: 'Market names',
  global_settings_markets_name_full: 'Full (Total, Handicap)',
  global_settings_markets_name_short: 'Short (T, H)',
  global_settings_show_game_id: 'Show game numbers in lists',
  global_settings_detailed_score: 'Period scores of games in play',
  global_settings_accumulator_of_the_day: 'Express of the day in the line',
  global_settings_live_accumulator_of_the_day: 'Express of the day in live',
  sportsbook_game_number: 'No. {{number}}',
  // Short market names by market type id (contract MARKET_TYPES), spec 01 §3 marketsNameType 1.
  sportsbook_market_short_1: '1X2',
  sportsbook_market_short_2: 'T',
  sportsbook_market_short_3: 'H',
  sportsbook_market_short_4: 'DC',
  sportsbook_market_short_5: 'BTS',
} as const;
