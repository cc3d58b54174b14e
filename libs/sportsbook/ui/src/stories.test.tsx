import { testStories } from '@bet/ui/stories-test';
import * as bettingSettingsPanel from './betting-settings-panel.stories';
import * as cards from './cards.stories';
import * as champPages from './champ/champ-pages.stories';
import * as pages from './connected/pages.stories';
import * as controls from './controls.stories';
import * as cyberPage from './cyber/cyber-page.stories';
import * as gameRow from './game-row.stories';
import * as gameTable from './game-table.stories';
import * as lineDisplaySettings from './line-display-settings.stories';
import * as marketGroups from './market-groups.stories';
import * as multiLivePage from './multi/multi-live-page.stories';
import * as oddsButton from './odds-button.stories';
import * as championResultsPage from './results/champion-results-page.stories';
import * as resultsPage from './results/results-page.stories';
import * as statisticPage from './results/statistic-page.stories';
import * as scoreboard from './scoreboard.stories';
import * as sportMenu from './sport-menu.stories';
import * as states from './states.stories';
import * as teamPage from './team/team-page.stories';

testStories({
  OddsButton: oddsButton,
  GameRow: gameRow,
  GameTable: gameTable,
  Scoreboard: scoreboard,
  Controls: controls,
  BettingSettingsPanel: bettingSettingsPanel,
  SportMenu: sportMenu,
  FeedState: states,
  ExpressCard: cards,
  MarketGroups: marketGroups,
  LineDisplaySettings: lineDisplaySettings,
  Pages: pages,
  MultiLivePage: multiLivePage,
  ResultsPage: resultsPage,
  StatisticPage: statisticPage,
  ChampionResultsPage: championResultsPage,
  CyberPage: cyberPage,
  TeamPage: teamPage,
  ChampPages: champPages,
});
