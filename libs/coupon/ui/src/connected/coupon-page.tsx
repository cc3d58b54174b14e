import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { couponPageVisibilityChanged } from '@bet/coupon/state';
import styles from '../coupon.module.css';
import { CouponPanel } from './coupon-panel';

/**
 * The coupon on its own page (route `coupon`). While it is open the coupon state knows it
 * (spec 01 §4: the reminder alert does not show on the coupon page), and the right column's
 * copy of the coupon steps aside so the page holds the only one.
 */
export function CouponPage() {
  const dispatch = useDispatch();
  useEffect(() => {
    dispatch(couponPageVisibilityChanged({ isVisible: true }));
    return () => {
      dispatch(couponPageVisibilityChanged({ isVisible: false }));
    };
  }, [dispatch]);
  return (
    <div className={styles.page}>
      <CouponPanel headingLevel={1} isPage />
    </div>
  );
}
