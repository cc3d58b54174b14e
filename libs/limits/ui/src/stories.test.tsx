import { testStories } from '@bet/ui/stories-test';
import * as activityChart from './activity-chart.stories';
import * as dialogs from './dialogs.stories';
import * as limitsPage from './limits.stories';
import * as selfBlock from './self-block-section.stories';

testStories({
  LimitsPageView: limitsPage,
  Dialogs: dialogs,
  ActivityChart: activityChart,
  SelfBlockSection: selfBlock,
});
