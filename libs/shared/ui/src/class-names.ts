/** Joins the truthy class names: enough for CSS modules, no dependency needed. */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
