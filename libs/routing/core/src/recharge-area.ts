/**
 * Spec 01 §2 Guards: navigation to recharge is cancelled "when ... the previous route was not a
 * known recharge-area route". The spec does not list them; ours are the money pages a player
 * moves between without wanting the modal (decision, see README).
 */
export const RECHARGE_AREA_ROUTE_IDS: readonly string[] = [
  'recharge',
  'deduce',
  'historypay',
  'payment',
  'payment-requests',
  'payment-create-request',
  'onpay-success',
  'onpay-fail',
  'onpay-pending',
  'onpay-cancel',
];

export interface RechargeNavigation {
  readonly rechargeModalOption: boolean;
  readonly pendingAfterRegistrationRedirect: boolean;
  /** Undefined on the first navigation of a page load. */
  readonly previousRouteId?: string | undefined;
}

/**
 * Whether a navigation to recharge is cancelled (the app opens the recharge modal instead).
 * On the first navigation there is no page to stay on, so the recharge page opens (decision).
 */
export function isRechargeNavigationCancelled({
  rechargeModalOption,
  pendingAfterRegistrationRedirect,
  previousRouteId,
}: RechargeNavigation): boolean {
  if (!rechargeModalOption || pendingAfterRegistrationRedirect || previousRouteId === undefined) return false;
  return !RECHARGE_AREA_ROUTE_IDS.includes(previousRouteId);
}
