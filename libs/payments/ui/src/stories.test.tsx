import { composeStories } from '@storybook/react-vite';
import { describe, expect, it } from 'vitest';
import * as createRequestView from './create-request-view.stories';
import * as historyPayView from './history-pay-view.stories';
import * as moneyForm from './money-form.stories';
import * as paymentRecordCard from './payment-record-card.stories';
import * as paymentRequestsView from './payment-requests-view.stories';
import * as paymentReturnView from './payment-return-view.stories';
import * as paymentsNav from './payments-nav.stories';
import * as withdrawalsList from './withdrawals-list.stories';

/** Every story renders and its play function passes in jsdom too (the browser run is Storybook's). */
describe.each([
  ['MoneyForm', composeStories(moneyForm)],
  ['WithdrawalsList', composeStories(withdrawalsList)],
  ['HistoryPayView', composeStories(historyPayView)],
  ['PaymentReturnView', composeStories(paymentReturnView)],
  ['PaymentRequestsView', composeStories(paymentRequestsView)],
  ['CreateRequestView', composeStories(createRequestView)],
  ['PaymentRecordCard', composeStories(paymentRecordCard)],
  ['PaymentsNav', composeStories(paymentsNav)],
])('%s stories', (_name, stories) => {
  it.each(Object.entries(stories))('%s', async (_story, Story) => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    await Story.run({ canvasElement: container });
    expect(container.childElementCount).toBeGreaterThan(0);
    container.remove();
  });
});
