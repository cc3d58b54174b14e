import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './payments.module.css';

export type PaymentsPage = 'recharge' | 'deduce' | 'historypay' | 'payment/requests';

const PAGES: readonly {
  page: PaymentsPage;
  key: 'payments_nav_recharge' | 'payments_nav_deduce' | 'payments_nav_history' | 'payments_nav_requests';
}[] = [
  { page: 'recharge', key: 'payments_nav_recharge' },
  { page: 'deduce', key: 'payments_nav_deduce' },
  { page: 'historypay', key: 'payments_nav_history' },
  { page: 'payment/requests', key: 'payments_nav_requests' },
];

export interface PaymentsNavProps {
  language: string;
  current?: PaymentsPage;
}

/** The payment pages side by side (spec 01 §2 office money pages), the current one marked. */
export function PaymentsNav({ language, current }: PaymentsNavProps) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('payments_nav')} className={styles.nav}>
      <ul>
        {PAGES.map(({ page, key }) => (
          <li key={page}>
            <Link to={`/${language}/${page}`} aria-current={page === current ? 'page' : undefined}>
              {t(key)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
