import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { usePageTitle } from '@bet/ui';
import { convertPageOpened, convertRequested, selectConvertAccount } from '@bet/verification';
import { ConvertAccountForm } from '../convert-account-form';
import styles from '../verification.module.css';

/** Spec 01 §2 system page "convert account" (README "Convert account"). */
export function ConvertAccountPage() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const convert = useSelector(selectConvertAccount);
  usePageTitle(t('convert_account_page_title'));
  useEffect(() => {
    dispatch(convertPageOpened());
  }, [dispatch]);
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('convert_account_page_title')}</h1>
      <ConvertAccountForm
        status={convert.status}
        convertStatus={convert.convertStatus}
        saving={convert.saving}
        messages={convert.messages}
        onConvert={(data) => dispatch(convertRequested(data))}
      />
    </div>
  );
}
