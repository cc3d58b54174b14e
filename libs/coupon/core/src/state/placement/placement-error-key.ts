import { BET_ERROR_CODES } from '@bet/contract';
import { COUPON_ISSUE_PRIORITY } from '../../index.ts';
import { COEF_CHANGE_PENDING } from '../figures.ts';
import type { PlacementError } from '../types.ts';
import { PLACEMENT_NETWORK_ERROR, PLACEMENT_UNKNOWN_ERROR } from './placement-failure.ts';

const ISSUES = new Set<string>([...COUPON_ISSUE_PRIORITY, COEF_CHANGE_PENDING]);
const REFUSALS = new Set<string>([...Object.values(BET_ERROR_CODES), PLACEMENT_NETWORK_ERROR, PLACEMENT_UNKNOWN_ERROR]);

/** The translation key of a reason the coupon cannot be placed (engine issue or state issue). */
export function issueKey(issue: string): string {
  return `coupon_issue_${issue}`;
}

/**
 * The translation key of a failed placement: the saga refuses with an engine issue as the code
 * (`coupon_issue_<issue>`), the server with a refusal code (`coupon_error_<code>`, spec-less
 * codes of @bet/contract BET_ERROR_CODES); null when only the server's own message can say it.
 */
export function placementErrorKey(error: PlacementError): string | null {
  const code = error.code === undefined ? '' : String(error.code);
  if (ISSUES.has(code)) return issueKey(code);
  if (REFUSALS.has(code)) return `coupon_error_${code}`;
  return error.message.trim() === '' ? `coupon_error_${PLACEMENT_UNKNOWN_ERROR}` : null;
}
