import type { sportsbookPagesEn } from './sportsbook-pages-en';

/** Russian texts of the sportsbook pages of issue 18 (see sportsbook-pages-en.ts). */
export const sportsbookPagesRu: Record<keyof typeof sportsbookPagesEn, string> = {
  sportsbook_team_heading: 'Команда',
  sportsbook_team_sport: 'Вид спорта: {{sport}}',
  sportsbook_team_champs: 'Чемпионаты',
  sportsbook_team_live: 'Сейчас в лайве',
  sportsbook_team_line: 'Предстоящие матчи',
  sportsbook_team_results: 'Последние результаты',
  sportsbook_team_live_empty: 'Сейчас у этой команды нет матчей в игре.',
  sportsbook_team_line_empty: 'В линии нет предстоящих матчей этой команды.',
  sportsbook_team_results_empty: 'Завершённых матчей этой команды пока нет.',
  sportsbook_team_unknown: 'Такой команды нет.',
  sportsbook_team_error: 'Не удалось загрузить команду.',
  sportsbook_team_links: 'Страницы команд',
  sportsbook_team_link: '{{team}}: страница команды',
  sportsbook_team_crumbs: 'Команда',
  sportsbook_page_topgame: 'Топ-матчи',
  sportsbook_page_betsonyour: 'Ставки на вашу страну',
  sportsbook_page_ipl: 'Индийская Премьер-лига',
};
