/** Spec 02 §9: "Ban levels 45 and 53." */
export const BAN_LEVELS = { withdrawalV1: 53, withdrawalOther: 45 } as const;

/** Spec 01 §4: "Banned: ban_level above 0." */
export function isBanned(banLevel: number): boolean {
  return banLevel > 0;
}

/**
 * Spec 01 §4 Ban / spec 02 §4 Ban: "withdrawal stays reachable only at ban level 53 (ban version
 * 1) or 45 (other versions)".
 */
export function isWithdrawalAllowedInBan(banLevel: number, banVersion: number): boolean {
  return banVersion === 1 ? banLevel === BAN_LEVELS.withdrawalV1 : banLevel === BAN_LEVELS.withdrawalOther;
}

/**
 * The spec sends banned navigation to "an external ban address" without giving it. Ours is a
 * static page the server serves outside the app (decision, see README); a site may pass its own.
 */
export const DEFAULT_EXTERNAL_BAN_URL = '/ban/';
