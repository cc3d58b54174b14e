import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import {
  promoCodeCheckRequested,
  promotionPageOpened,
  selectIsPromoCodeCheckAvailable,
  selectPromoCodeCheck,
  selectPromotionPage,
} from '@bet/promotion';
import { usePageTitle } from '@bet/ui';
import { PromoCodeCheck } from '../promo-code-check';
import { PromotionList } from '../promotion-list';
import styles from '../promotion.module.css';

/** Issue 12 office `promotion` (@bet/routing account-routes.ts): the player's promotions and the promo code check. */
export function PromotionPage() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const page = useSelector(selectPromotionPage);
  const check = useSelector(selectPromoCodeCheck);
  const checkAvailable = useSelector(selectIsPromoCodeCheckAvailable);
  const listHeading = useId();
  const checkHeading = useId();
  usePageTitle(t('promotion_page_title'));

  useEffect(() => {
    dispatch(promotionPageOpened());
  }, [dispatch]);

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('promotion_page_title')}</h1>
      <section className={styles.section} aria-labelledby={listHeading}>
        <h2 id={listHeading} className={styles.heading}>
          {t('promotion_active_title')}
        </h2>
        <PromotionList
          promotions={page.data?.promotions ?? null}
          status={page.status}
          onRetry={() => dispatch(promotionPageOpened())}
        />
      </section>
      {checkAvailable ? (
        <section className={styles.section} aria-labelledby={checkHeading}>
          <h2 id={checkHeading} className={styles.heading}>
            {t('promo_check_title')}
          </h2>
          <PromoCodeCheck
            status={check.status}
            result={check.result}
            onCheck={(code) => dispatch(promoCodeCheckRequested({ code }))}
          />
        </section>
      ) : null}
    </div>
  );
}
