import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import {
  bonusChoiceChosen,
  methodsRetryRequested,
  moneyPageOpened,
  paymentAmountTyped,
  paymentFormSubmitted,
  paymentMethodChosen,
  selectFirstDepositBonus,
  selectMoneyForm,
  selectMoneyFormView,
  selectPaymentMethodsStatus,
  selectWithdrawals,
  withdrawalCancelRequested,
  withdrawalsRequested,
  type PaymentDirection,
  type WithPayments,
} from '@bet/payments';
import { MoneyPageView } from '../money-page-view';
import { WithdrawalsList } from '../withdrawals-list';

/** recharge or deduce on the store: opening loads the methods (and the withdrawals); the form reports each edit. */
function MoneyPage({ direction }: { direction: PaymentDirection }) {
  const { i18n } = useTranslation();
  const dispatch = useDispatch();
  const view = useSelector((state: WithPayments) => selectMoneyFormView(state, direction));
  const form = useSelector((state: WithPayments) => selectMoneyForm(state, direction));
  const methodsStatus = useSelector(selectPaymentMethodsStatus);
  const bonus = useSelector(selectFirstDepositBonus);
  const withdrawals = useSelector(selectWithdrawals);
  useEffect(() => {
    dispatch(moneyPageOpened({ direction }));
  }, [dispatch, direction]);
  return (
    <MoneyPageView
      direction={direction}
      language={i18n.language}
      methodsStatus={methodsStatus}
      view={view}
      form={form}
      bonus={direction === 'deposit' ? bonus : null}
      onMethodChange={(methodId) => dispatch(paymentMethodChosen({ direction, methodId }))}
      onAmountChange={(text) => dispatch(paymentAmountTyped({ direction, text }))}
      onBonusChange={(choice) => dispatch(bonusChoiceChosen({ choice }))}
      onSubmit={() => dispatch(paymentFormSubmitted({ direction, lang: i18n.language }))}
      onRetry={() => dispatch(methodsRetryRequested())}
    >
      {direction === 'withdrawal' ? (
        <WithdrawalsList
          language={i18n.language}
          withdrawals={withdrawals}
          onCancel={(paymentId) => dispatch(withdrawalCancelRequested({ paymentId }))}
          onRetry={() => dispatch(withdrawalsRequested())}
        />
      ) : null}
    </MoneyPageView>
  );
}

/** Spec 01 §2 recharge (signed-in only: the route table's auth guard keeps visitors out). */
export function RechargePage() {
  return <MoneyPage direction="deposit" />;
}

/** Spec 01 §2 deduce: the withdrawal form and the player's withdrawals. */
export function DeducePage() {
  return <MoneyPage direction="withdrawal" />;
}
