import { useSelector } from 'react-redux';
import type { Account } from '@bet/contract';
import { selectCoupon } from '@bet/coupon/state';
import { selectActiveAccount, selectAllAccounts } from '@bet/accounts';
import type { CouponUiState } from './coupon-ui-state';

/** The account the coupon places from: the one it names, else the player's active one (as the panel shows it). */
export function useCouponAccount(): Account | null {
  const accountId = useSelector((state: CouponUiState) => selectCoupon(state).account.accountId);
  const accounts = useSelector((state: CouponUiState) => selectAllAccounts(state));
  const active = useSelector((state: CouponUiState) => selectActiveAccount(state));
  return accounts.find((item) => item.id === accountId) ?? active ?? null;
}
