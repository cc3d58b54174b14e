import { testStories } from '@bet/ui/stories-test';
import * as bonusPages from './connected/bonus-pages.stories';
import * as cashbackPanel from './cashback-panel.stories';
import * as depositBonus from './deposit-bonus.stories';
import * as pointsPanel from './points-panel.stories';
import * as rewardsCatalogue from './rewards-catalogue.stories';
import * as wagerList from './wager-list.stories';
import * as wagerProgressBar from './wager-progress-bar.stories';

testStories({
  BonusPages: bonusPages,
  CashbackPanel: cashbackPanel,
  DepositBonus: depositBonus,
  PointsPanel: pointsPanel,
  RewardsCatalogue: rewardsCatalogue,
  WagerList: wagerList,
  WagerProgressBar: wagerProgressBar,
});
