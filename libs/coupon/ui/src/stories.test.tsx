import { testStories } from '@bet/ui/stories-test';
import * as antiExpressPrice from './anti-express-price.stories';
import * as coefChangePrompt from './coef-change-prompt.stories';
import * as conditionalBlocks from './conditional-blocks.stories';
import * as couponPanel from './connected/coupon-panel.stories';
import * as couponPanelTypes from './connected/coupon-panel-types.stories';
import * as couponSettings from './connected/coupon-settings.stories';
import * as rightPanel from './connected/right-panel.stories';
import * as couponSettingsForm from './coupon-settings-form.stories';
import * as quickStakeSteps from './quick-stake-steps.stories';
import * as couponBetItem from './coupon-bet-item.stories';
import * as couponCodeBox from './coupon-code-box.stories';
import * as couponReminderAlert from './coupon-reminder-alert.stories';
import * as couponSuccess from './coupon-success.stories';
import * as stakeField from './stake-field.stories';
import * as oddsSettingsSection from './odds-settings-section.stories';
import * as quickSettings from './quick-settings.stories';

// CouponColumn's stories measure the sticky column's layout, which jsdom has not: the browser
// story run plays them.
testStories({
  CouponBetItem: couponBetItem,
  StakeField: stakeField,
  CoefChangePrompt: coefChangePrompt,
  CouponSuccess: couponSuccess,
  CouponReminderAlert: couponReminderAlert,
  CouponPanel: couponPanel,
  ConditionalBlocks: conditionalBlocks,
  CouponPanelTypes: couponPanelTypes,
  AntiExpressPrice: antiExpressPrice,
  CouponSettingsForm: couponSettingsForm,
  QuickStakeSteps: quickStakeSteps,
  CouponSettings: couponSettings,
  RightPanel: rightPanel,
  CouponCodeBox: couponCodeBox,
  OddsSettingsSection: oddsSettingsSection,
  QuickSettings: quickSettings,
});
