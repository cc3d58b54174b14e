import type { ParamConstraint, RouteParams } from './route-types';

/** One segment of a pattern: static text, a `:param` or the final `*` splat. */
type Segment =
  | { readonly kind: 'static'; readonly text: string }
  | { readonly kind: 'param'; readonly name: string }
  | { readonly kind: 'splat' };

/** A pattern without optional parameters: a pattern with N optional ones expands to N + 1. */
export interface PatternVariant {
  readonly segments: readonly Segment[];
  readonly score: number;
}

/** Splits a pattern into segments; '' and '/' are the root. */
function splitPath(path: string): string[] {
  return path.split('/').filter((part) => part !== '');
}

/**
 * The ranking React Router v7 uses (so an app rendering the same table picks the same route):
 * the segment count, static +10, dynamic +3, a splat -2 and not counted. The most specific
 * pattern wins whatever its place in the table.
 */
function scoreOf(segments: readonly Segment[]): number {
  let score = segments.filter((segment) => segment.kind !== 'splat').length;
  for (const segment of segments) {
    if (segment.kind === 'static') score += 10;
    else if (segment.kind === 'param') score += 3;
    else score -= 2;
  }
  return score;
}

/**
 * Expands `a/:b?/:c?` to `a`, `a/:b`, `a/:b/:c` as React Router does. Optional parameters are
 * read as a trailing group: an optional one followed by a required one is a table error.
 */
export function compilePattern(pattern: string): PatternVariant[] {
  const parts = splitPath(pattern);
  const required: Segment[] = [];
  const optional: Segment[] = [];
  parts.forEach((part, index) => {
    let segment: Segment;
    let isOptional = false;
    if (part === '*') {
      if (index !== parts.length - 1) throw new Error(`"*" must end the pattern: ${pattern}`);
      segment = { kind: 'splat' };
    } else if (part.startsWith(':')) {
      isOptional = part.endsWith('?');
      const name = part.slice(1, isOptional ? -1 : undefined);
      if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`bad parameter "${part}" in ${pattern}`);
      segment = { kind: 'param', name };
    } else {
      if (part.includes(':') || part.endsWith('?')) throw new Error(`unsupported segment "${part}" in ${pattern}`);
      segment = { kind: 'static', text: part };
    }
    if (isOptional) optional.push(segment);
    else if (optional.length > 0) throw new Error(`a required segment follows an optional one: ${pattern}`);
    else required.push(segment);
  });
  const variants: PatternVariant[] = [];
  for (let count = 0; count <= optional.length; count += 1) {
    const segments = [...required, ...optional.slice(0, count)];
    variants.push({ segments, score: scoreOf(segments) });
  }
  return variants;
}

/** Whether `value` passes `constraint` (patterns are anchored here, whatever their source). */
export function satisfies(value: string, constraint: ParamConstraint | undefined): boolean {
  if (!constraint) return true;
  if (constraint.values && !constraint.values.includes(value)) return false;
  if (constraint.pattern) {
    const anchored = new RegExp(`^(?:${constraint.pattern.source})$`, constraint.pattern.flags.replace('g', ''));
    if (!anchored.test(value)) return false;
  }
  return true;
}

function decode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * Matches path segments (already split, language prefix removed) against one variant. Static
 * segments compare exactly (the site's paths are lowercase; a different case is another page).
 * Parameters are decoded and checked against their constraints; the splat is kept as `*`.
 */
export function matchVariant(
  variant: PatternVariant,
  pathSegments: readonly string[],
  constraints: Readonly<Record<string, ParamConstraint>> = {},
): Record<string, string> | undefined {
  const params: Record<string, string> = {};
  const { segments } = variant;
  const hasSplat = segments.at(-1)?.kind === 'splat';
  const fixed = hasSplat ? segments.length - 1 : segments.length;
  if (hasSplat ? pathSegments.length < fixed : pathSegments.length !== fixed) return undefined;
  for (let index = 0; index < fixed; index += 1) {
    const segment = segments[index] as Segment;
    const raw = pathSegments[index] as string;
    if (segment.kind === 'static') {
      if (segment.text !== raw) return undefined;
    } else if (segment.kind === 'param') {
      const value = decode(raw);
      if (value === undefined || value === '' || !satisfies(value, constraints[segment.name])) return undefined;
      params[segment.name] = value;
    }
  }
  if (hasSplat) params['*'] = pathSegments.slice(fixed).join('/');
  return params;
}

/** Splits a pathname into its non-empty segments: '/ru/slots/' gives ['ru', 'slots']. */
export function pathSegmentsOf(pathname: string): string[] {
  return splitPath(pathname);
}

/**
 * Fills a pattern: optional parameters that are absent end the path, a required one that is
 * absent is an error (a bug in the caller, not a visitor's input). Values are URI-encoded.
 */
export function fillPattern(pattern: string, params: RouteParams = {}): string {
  const out: string[] = [];
  for (const part of splitPath(pattern)) {
    if (part === '*') {
      const rest = params['*'];
      if (rest) out.push(rest);
      break;
    }
    if (!part.startsWith(':')) {
      out.push(part);
      continue;
    }
    const optional = part.endsWith('?');
    const name = part.slice(1, optional ? -1 : undefined);
    const value = params[name];
    if (value === undefined || value === '') {
      if (optional) break;
      throw new Error(`missing parameter "${name}" for ${pattern}`);
    }
    out.push(encodeURIComponent(value));
  }
  return out.join('/');
}
