import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@bet/ui';
import { PaymentsNav } from './payments-nav';
import { MoneyForm, type MoneyFormProps } from './money-form';
import styles from './payments.module.css';

export interface MoneyPageViewProps extends MoneyFormProps {
  /** Under the form: the deduce page's withdrawals. */
  children?: ReactNode;
}

/** Spec 01 §2 recharge (deposit) and deduce (withdrawal): the heading, the payment pages' nav, the form. */
export function MoneyPageView({ children, ...form }: MoneyPageViewProps) {
  const { t } = useTranslation();
  const title = t(form.direction === 'deposit' ? 'payments_recharge_title' : 'payments_deduce_title');
  usePageTitle(title);
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      <PaymentsNav language={form.language} current={form.direction === 'deposit' ? 'recharge' : 'deduce'} />
      <MoneyForm {...form} />
      {children}
    </div>
  );
}
