import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { managerCallRequested, managerPageOpened, selectManagerPage } from '@bet/support';
import { usePageTitle } from '@bet/ui';
import { ManagerCard } from '../manager-card';
import styles from '../support.module.css';

/** Issue 12 office `manager` (@bet/routing account-routes.ts): the player's personal manager. */
export function ManagerPage() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const page = useSelector(selectManagerPage);
  usePageTitle(t('manager_page_title'));

  useEffect(() => {
    dispatch(managerPageOpened());
  }, [dispatch]);

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('manager_page_title')}</h1>
      <section className={styles.section} aria-label={t('manager_page_title')}>
        <ManagerCard
          manager={page.manager}
          status={page.status}
          call={page.call}
          onCall={() => dispatch(managerCallRequested())}
          onRetry={() => dispatch(managerPageOpened())}
        />
      </section>
    </div>
  );
}
