import type { Translations } from './en';

export const ru: Translations = {
  main_skip_to_content: 'Перейти к содержимому',
  main_loading: 'Загрузка',
  main_language_menu: 'Язык',
  main_language_name_ru: 'Русский',
  main_language_name_en: 'English',
  main_language_name_kz: 'Қазақша',
  main_home_link: '{{companyName}}: главная',
  main_main_navigation: 'Основная навигация',
  main_home_title: 'Добро пожаловать в {{companyName}}',
  main_home_lead:
    'Ставки на спорт до матча и по ходу игры, киберспорт, казино и live-игры на одном счёте.',
  main_home_sections_title: 'Во что можно играть',
  main_section_line: 'Ставки до матча',
  main_section_live: 'Ставки в лайве',
  main_section_cyber: 'Киберспорт',
  main_section_casino: 'Казино и слоты',
  main_age_restriction: '{{companyName}} предназначен только для лиц старше {{minAge}} лет.',
  main_age_badge_label: 'Только для лиц старше {{minAge}} лет',
  main_responsible_gaming: 'Играйте ответственно: ставки — это развлечение, а не источник дохода.',
  main_footer_copyright: '© {{year}} {{companyName}}',
  main_footer_contacts: 'Поддержка: {{email}}',
  main_error: 'Ошибка',
  main_done: 'Готово',
  main_page_not_found: 'Страница не найдена',
  main_go_home: 'На главную',
  main_no_site_config_title: 'Не удалось запустить сайт',
  main_no_site_config_text:
    'Не удалось загрузить настройки сайта. Проверьте соединение и обновите страницу.',
  main_page_refresh_button: 'Обновить страницу',
};
