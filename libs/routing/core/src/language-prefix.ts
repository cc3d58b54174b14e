/**
 * Spec 01 §2 / §5: "a language prefix that must be exactly two lowercase letters". The same rule
 * as @bet/site's `isLanguageSegment`; kept here so the route table depends on no feature.
 */
const LANGUAGE_SEGMENT = /^[a-z]{2}$/;

export function isLanguagePrefix(segment: string | undefined): segment is string {
  return segment !== undefined && LANGUAGE_SEGMENT.test(segment);
}
