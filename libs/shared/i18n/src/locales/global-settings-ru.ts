import type { globalSettingsEn } from './global-settings-en';

/** Russian texts of the settings page's global settings (see global-settings-en.ts). */
export const globalSettingsRu: Record<keyof typeof globalSettingsEn, string> = {
  global_settings_appearance_title: 'Оформление',
  global_settings_theme: 'Тема',
  global_settings_theme_light: 'Светлая',
  global_settings_theme_dark: 'Тёмная',
  global_settings_compact_view: 'Компактный вид',
  global_settings_compact_view_hint: 'Меньше отступов и элементы поменьше на всех страницах: линии видно больше.',
  global_settings_line_title: 'Отображение линии',
  global_settings_markets_name_type: 'Названия рынков',
  global_settings_markets_name_full: 'Полные (Тотал, Фора)',
  global_settings_markets_name_short: 'Короткие (Т, Ф)',
  global_settings_show_game_id: 'Показывать номера событий в списках',
  global_settings_detailed_score: 'Счёт по периодам в играх лайва',
  global_settings_accumulator_of_the_day: 'Экспресс дня в линии',
  global_settings_live_accumulator_of_the_day: 'Экспресс дня в лайве',
  sportsbook_game_number: '№ {{number}}',
  sportsbook_market_short_1: '1X2',
  sportsbook_market_short_2: 'Т',
  sportsbook_market_short_3: 'Ф',
  sportsbook_market_short_4: 'ДШ',
  sportsbook_market_short_5: 'ОЗ',
} as const;
