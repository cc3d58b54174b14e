import { testStories } from '@bet/ui/stories-test';
import * as cards from './cards.stories';
import * as pages from './connected/pages.stories';
import * as controls from './controls.stories';
import * as gameRow from './game-row.stories';
import * as gameTable from './game-table.stories';
import * as marketGroups from './market-groups.stories';
import * as oddsButton from './odds-button.stories';
import * as scoreboard from './scoreboard.stories';
import * as sportMenu from './sport-menu.stories';
import * as states from './states.stories';

testStories({
  OddsButton: oddsButton,
  GameRow: gameRow,
  GameTable: gameTable,
  Scoreboard: scoreboard,
  Controls: controls,
  SportMenu: sportMenu,
  FeedState: states,
  ExpressCard: cards,
  MarketGroups: marketGroups,
  Pages: pages,
});
