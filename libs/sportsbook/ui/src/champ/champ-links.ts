/**
 * Links of the champ pages (spec 01 §2 "champ has home, game and final sub-routes"; @bet/routing
 * `champ-home` `champ/home` and `champ-final` `champ/final`, themed 'champ').
 */
export function champHomePath(language: string): string {
  return `/${language}/champ/home`;
}

export function champFinalPath(language: string): string {
  return `/${language}/champ/final`;
}
