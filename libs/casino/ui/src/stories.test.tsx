import { testStories } from '@bet/ui/stories-test';
import * as categoryView from './category-view.stories';
import * as gameGrid from './game-grid.stories';
import * as gamePageView from './game-page-view.stories';
import * as gameTile from './game-tile.stories';
import * as myCasinoView from './my-casino-view.stories';
import * as offersView from './offers-view.stories';
import * as providersView from './providers-view.stories';
import * as roundsView from './rounds-view.stories';
import * as searchView from './search-view.stories';
import * as thankYouView from './thank-you-view.stories';
import * as tournamentView from './tournament-view.stories';

testStories({
  GameTile: gameTile,
  GameGrid: gameGrid,
  CategoryView: categoryView,
  GamePageView: gamePageView,
  SearchView: searchView,
  MyCasinoView: myCasinoView,
  ProvidersView: providersView,
  TournamentView: tournamentView,
  OffersView: offersView,
  RoundsView: roundsView,
  ThankYouView: thankYouView,
});
