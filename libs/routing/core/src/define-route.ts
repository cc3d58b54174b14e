import type { ParamConstraint, RouteDefinition, RouteLayout, RouteMeta, RouteSection } from './route-types';

export interface RouteOptions {
  readonly layout?: RouteLayout;
  readonly params?: Readonly<Record<string, ParamConstraint>>;
  readonly meta?: RouteMeta;
}

/**
 * A route builder for one section, so each table file reads as a list of paths; the layout
 * defaults to 'default' and the meta to none.
 */
export function routeBuilder(section: RouteSection) {
  return (id: string, path: string, options: RouteOptions = {}): RouteDefinition => ({
    id,
    path,
    section,
    layout: options.layout ?? 'default',
    meta: options.meta ?? {},
    ...(options.params ? { params: options.params } : {}),
  });
}

/** Identifiers: digits only. */
export const DIGITS: ParamConstraint = { pattern: /\d+/ };
/** Slugs and ids from the operator's catalogues: letters, digits, '-', '_' and '.'. */
export const SLUG: ParamConstraint = { pattern: /[A-Za-z0-9][A-Za-z0-9._-]*/ };
/** Spec 01 §2: "section is line or live". */
export const LINE_OR_LIVE: ParamConstraint = { values: ['line', 'live'] };
