/** Spec 02 / coupon-math.md "Odds formats": the coefficient view ids. */
export const CoefView = {
  Decimal: 0,
  Fractional: 1,
  American: 2,
  HongKong: 3,
  Indonesian: 4,
  Malaysian: 5,
} as const;

export type CoefView = (typeof CoefView)[keyof typeof CoefView];

/** Spec 01 §3 global settings: appViewType 0 European, 1 Asian. */
export const AppViewType = {
  European: 0,
  Asian: 1,
} as const;

export type AppViewType = (typeof AppViewType)[keyof typeof AppViewType];

const EUROPEAN: readonly CoefView[] = Object.freeze([CoefView.Decimal, CoefView.Fractional, CoefView.American]);
const ASIAN: readonly CoefView[] = Object.freeze([
  CoefView.Decimal,
  CoefView.HongKong,
  CoefView.Indonesian,
  CoefView.Malaysian,
]);
/** An unknown app view type offers decimal only: the one view every player can read. */
const FALLBACK: readonly CoefView[] = Object.freeze([CoefView.Decimal]);

/** The coefficient views an app view type offers: European [0, 1, 2], Asian [0, 3, 4, 5]. */
export function allowedCoefViews(appViewType: number): readonly CoefView[] {
  if (appViewType === AppViewType.European) return EUROPEAN;
  if (appViewType === AppViewType.Asian) return ASIAN;
  return FALLBACK;
}

export function isCoefViewAllowed(appViewType: number, coefViewId: number): coefViewId is CoefView {
  return (allowedCoefViews(appViewType) as readonly number[]).includes(coefViewId);
}

/**
 * Spec 01 §3: "Coef view id is accepted only if in the allowed list": the given view when the
 * app view type allows it, decimal otherwise.
 */
export function resolveCoefView(appViewType: number, coefViewId: number): CoefView {
  return isCoefViewAllowed(appViewType, coefViewId) ? coefViewId : CoefView.Decimal;
}
