import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
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

/** Every story renders and its play function passes in jsdom too (the browser run is Storybook's). */
describe.each([
  ['OddsButton', composeStories(oddsButton)],
  ['GameRow', composeStories(gameRow)],
  ['GameTable', composeStories(gameTable)],
  ['Scoreboard', composeStories(scoreboard)],
  ['Controls', composeStories(controls)],
  ['SportMenu', composeStories(sportMenu)],
  ['FeedState', composeStories(states)],
  ['ExpressCard', composeStories(cards)],
  ['MarketGroups', composeStories(marketGroups)],
  ['Pages', composeStories(pages)],
])('%s stories', (_name, stories) => {
  it.each(Object.entries(stories))('%s', async (_story, Story) => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    await Story.run({ canvasElement: container });
    expect(container.childElementCount).toBeGreaterThan(0);
    container.remove();
  });
});
