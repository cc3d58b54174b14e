import { testStories } from '@bet/ui/stories-test';
import * as friendsTable from './friends-table.stories';
import * as inviteLink from './invite-link.stories';
import * as pages from './connected/promotion-pages.stories';
import * as promoCodeCheck from './promo-code-check.stories';
import * as promotionList from './promotion-list.stories';

testStories({
  FriendsTable: friendsTable,
  InviteLink: inviteLink,
  Pages: pages,
  PromoCodeCheck: promoCodeCheck,
  PromotionList: promotionList,
});
