import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { oneClickClearConfirmed, oneClickClearDeclined, selectOneClickConfirmation } from '@bet/coupon/state';
import { Button, Dialog } from '@bet/ui';

/**
 * Spec 01 §4 One-click: switching on with bets in the coupon asks first; confirming clears the
 * bets and switches on, declining leaves it off. Wherever one-click can be switched on (the
 * panel's settings, the compact right panel), this is rendered once.
 */
export function OneClickConfirmDialog() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const confirmation = useSelector(selectOneClickConfirmation);
  return (
    <Dialog
      open={confirmation === 'pending'}
      size="sm"
      title={t('coupon_one_click_confirm_title')}
      description={t('coupon_one_click_confirm_text')}
      closeLabel={t('main_close')}
      onClose={() => dispatch(oneClickClearDeclined())}
      footer={
        <>
          <Button variant="secondary" onClick={() => dispatch(oneClickClearDeclined())}>
            {t('main_cancel')}
          </Button>
          <Button onClick={() => dispatch(oneClickClearConfirmed())}>{t('coupon_one_click_confirm')}</Button>
        </>
      }
    />
  );
}
