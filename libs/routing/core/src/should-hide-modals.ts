export interface LocationParts {
  readonly pathname: string;
  readonly hash: string;
}

/**
 * Spec 01 §2 Guards: "hiding all modals when path or hash changes". A query change alone (a
 * filter, a flag) keeps them; the first location of a load has nothing to hide.
 */
export function shouldHideModals(previous: LocationParts | undefined, next: LocationParts): boolean {
  if (!previous) return false;
  return previous.pathname !== next.pathname || previous.hash !== next.hash;
}
