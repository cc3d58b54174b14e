/** Spec 01 §2 / spec 02 §2: "Query platform_type=mobile forces the mobile version". */
export const PLATFORM_TYPE_PARAM = 'platform_type';
export const MOBILE_PLATFORM_TYPE = 'mobile';

export interface PlatformTypeDecision {
  /** Switch to the mobile version. */
  readonly forceMobile: boolean;
  /**
   * The query to replace the address's with, without `platform_type` ('' or '?...'); undefined
   * when the address stays. Spec: the flag "is stripped from the address on pages with no
   * matched route".
   */
  readonly strippedSearch?: string;
}

/** What to do with `platform_type` in `search` ('?a=1&b=2' or 'a=1'), given whether a route matched. */
export function platformTypeDecision(search: string, routeMatched: boolean): PlatformTypeDecision {
  const params = new URLSearchParams(search);
  if (params.get(PLATFORM_TYPE_PARAM) !== MOBILE_PLATFORM_TYPE) return { forceMobile: false };
  if (routeMatched) return { forceMobile: true };
  params.delete(PLATFORM_TYPE_PARAM);
  const rest = params.toString();
  return { forceMobile: true, strippedSearch: rest ? `?${rest}` : '' };
}
