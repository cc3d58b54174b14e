import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import * as betHistoryView from './bet-history-view.stories';
import * as couponCard from './coupon-card.stories';
import * as printCouponView from './print-coupon-view.stories';

/** Every story renders and its play function passes in jsdom too (the browser run is Storybook's). */
describe.each([
  ['BetHistoryView', composeStories(betHistoryView)],
  ['CouponCard', composeStories(couponCard)],
  ['PrintCouponView', composeStories(printCouponView)],
])('%s stories', (_name, stories) => {
  it.each(Object.entries(stories))('%s', async (_story, Story) => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    await Story.run({ canvasElement: container });
    expect(container.childElementCount).toBeGreaterThan(0);
    container.remove();
  });
});
