import { testStories } from '@bet/ui/stories-test';
import * as createRequestView from './create-request-view.stories';
import * as historyPayView from './history-pay-view.stories';
import * as moneyForm from './money-form.stories';
import * as paymentRecordCard from './payment-record-card.stories';
import * as paymentRequestsView from './payment-requests-view.stories';
import * as paymentReturnView from './payment-return-view.stories';
import * as paymentsNav from './payments-nav.stories';
import * as withdrawalsList from './withdrawals-list.stories';

testStories({
  MoneyForm: moneyForm,
  WithdrawalsList: withdrawalsList,
  HistoryPayView: historyPayView,
  PaymentReturnView: paymentReturnView,
  PaymentRequestsView: paymentRequestsView,
  CreateRequestView: createRequestView,
  PaymentRecordCard: paymentRecordCard,
  PaymentsNav: paymentsNav,
});
