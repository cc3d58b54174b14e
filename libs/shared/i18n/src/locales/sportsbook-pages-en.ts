/**
 * English texts of the sportsbook pages of issue 18 (@bet/sportsbook-ui): the team info and team
 * game pages, the champ home and final pages, the page types' headings and the results by the
 * player's day. Kept in their own file and spread into en, so they are reviewed together.
 */
export const sportsbookPagesEn = {
  sportsbook_team_heading: 'Team',
  sportsbook_team_sport: 'Sport: {{sport}}',
  sportsbook_team_champs: 'Championships',
  sportsbook_team_live: 'Live now',
  sportsbook_team_line: 'Upcoming games',
  sportsbook_team_results: 'Last results',
  sportsbook_team_live_empty: 'No game of this team is in play now.',
  sportsbook_team_line_empty: 'This team has no upcoming games in the line.',
  sportsbook_team_results_empty: 'No finished games of this team yet.',
  sportsbook_team_unknown: 'There is no such team.',
  sportsbook_team_error: 'The team could not load.',
  sportsbook_team_links: 'Team pages',
  sportsbook_team_link: '{{team}}: team page',
  sportsbook_team_crumbs: 'Team',
  sportsbook_page_topgame: 'Top games',
  sportsbook_page_betsonyour: 'Bets on your country',
  sportsbook_page_ipl: 'Indian Premier League',
  // Issue 18: champ home and champ final (the featured tournament of the champ page type).
  sportsbook_champ_heading: 'Championship',
  sportsbook_champ_links: 'Tournament pages',
  sportsbook_champ_all_games: 'All games of the tournament',
  sportsbook_champ_final_link: 'The final',
  sportsbook_champ_live: 'Live now',
  sportsbook_champ_line: 'Upcoming games',
  sportsbook_champ_live_empty: 'No game of the tournament is in play now.',
  sportsbook_champ_line_empty: 'The tournament has no upcoming games in the line.',
  sportsbook_champ_final_heading: 'The final',
  sportsbook_champ_final_of: 'The final of {{champ}}',
  sportsbook_champ_final_empty: 'No final is scheduled yet.',
  sportsbook_champ_error: 'The tournament could not load.',
  sportsbook_champ_crumbs: 'Tournament',
};
