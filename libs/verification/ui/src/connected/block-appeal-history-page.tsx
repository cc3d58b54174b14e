import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { usePageTitle } from '@bet/ui';
import { blockAppealRequested, blockAppealsOpened, selectBlockAppeals } from '@bet/verification';
import { BlockAppealHistory } from '../block-appeal-history';
import styles from '../verification.module.css';

/** Spec 01 §2 `block-appeal-history` (blocked layout, authentication required). */
export function BlockAppealHistoryPage() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const appeals = useSelector(selectBlockAppeals);
  usePageTitle(t('block_appeal_page_title'));
  useEffect(() => {
    dispatch(blockAppealsOpened());
  }, [dispatch]);
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('block_appeal_page_title')}</h1>
      <BlockAppealHistory
        appeals={appeals.list}
        status={appeals.status}
        filing={appeals.filing}
        messages={appeals.messages}
        onFile={(text) => dispatch(blockAppealRequested({ text }))}
      />
    </div>
  );
}
