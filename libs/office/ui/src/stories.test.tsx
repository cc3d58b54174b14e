import { testStories } from '@bet/ui/stories-test';
import * as betHistoryView from './bet-history-view.stories';
import * as couponCard from './coupon-card.stories';
import * as couponCardTypes from './coupon-card-types.stories';
import * as printCouponView from './print-coupon-view.stories';
import * as settingsPage from './settings-page.stories';
import * as officeGroupsSection from './office-groups-section.stories';
import * as disallowedSportsSection from './disallowed-sports-section.stories';

testStories({
  BetHistoryView: betHistoryView,
  CouponCard: couponCard,
  CouponCardTypes: couponCardTypes,
  PrintCouponView: printCouponView,
  SettingsPage: settingsPage,
  OfficeGroupsSection: officeGroupsSection,
  DisallowedSportsSection: disallowedSportsSection,
});
