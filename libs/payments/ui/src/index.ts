// Public API of @bet/payments-ui: the payment pages (spec 01 §2) and their props-only views.
export { DeducePage, RechargePage } from './connected/recharge-page';
export { HistoryPayPage } from './connected/history-pay-page';
export { PaymentReturnPage, type PaymentReturnPageProps } from './connected/payment-return-page';
export { CreateRequestPage, PaymentRequestsPage, type CreateRequestPageProps } from './connected/payment-requests-page';
export { CreateRequestView, type CreateRequestViewProps, type RequestChoice } from './create-request-view';
export { HistoryPayView, type HistoryPayViewProps } from './history-pay-view';
export { MoneyForm, type MoneyFormProps } from './money-form';
export { MoneyPageView, type MoneyPageViewProps } from './money-page-view';
export { PaymentRecordCard, type PaymentRecordCardProps } from './payment-record-card';
export { PaymentRequestsView, type PaymentRequestsViewProps } from './payment-requests-view';
export { PaymentReturnView, type PaymentReturnViewProps } from './payment-return-view';
export { PaymentsNav, type PaymentsNavProps, type PaymentsPage } from './payments-nav';
export { WithdrawalsList, type WithdrawalsListProps } from './withdrawals-list';
