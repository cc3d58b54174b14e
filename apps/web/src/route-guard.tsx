import { useEffect, useRef } from 'react';
import { shallowEqual, useDispatch, useSelector } from 'react-redux';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import {
  FORGOT_PASSWORD_MODAL_PARAM,
  guardRoute,
  matchRoute,
  platformTypeDecision,
  RETURN_URL_PARAM,
  type GuardOutcome,
} from '@bet/routing';
import { selectSessionStatus, signInOpened } from '@bet/session';
import { isSafeReturnPath } from '@bet/platform';
import { useAppServices } from './app-services';
import { guardContextFrom, matchContextFrom, selectRouteGuardInputs } from './route-guard-context';
import type { RouteAccess } from './navigator';
import { Checking, ForgotPasswordRedirect } from './session-routes';
import { TechnicalPage } from './on-demand';

/**
 * The page on screen and the one before it: the guards read the route the player comes from
 * (undefined on the first navigation of a load), and a cancelled navigation stays on that page.
 */
interface Rendered {
  readonly routeId: string;
  readonly location: string;
  readonly previous?: { readonly routeId: string; readonly location: string } | undefined;
}

/** The id of a page the table does not know: still a page the player was on (not a first navigation). */
const NO_ROUTE = '';

const leaveByDefault = (url: string) => window.location.assign(url);

/**
 * The original query (and hash) carried over to a redirect target, as the routing README asks:
 * the matcher sees pathnames only. A target with a query of its own (login's `return_url`) keeps
 * just that one.
 */
function withOriginalQuery(to: string, search: string, hash: string): string {
  return to.includes('?') ? to : `${to}${search}${hash}`;
}

/** Leaves the app in an effect: rendering stays pure. */
function LeaveTo({ url, leave }: { url: string; leave: (url: string) => void }) {
  useEffect(() => leave(url), [leave, url]);
  return <Checking />;
}

/** Opens the sign-in dialog and stays on the page the player came from (spec 01 §2 Guards). */
function OpenAuthorization({ stayOn, wanted }: { stayOn: string; wanted: string }) {
  const dispatch = useDispatch();
  useEffect(() => {
    // Spec 01 §2: the wanted route is kept; the session goes there once the player signs in.
    dispatch(signInOpened({ returnTo: wanted }));
  }, [dispatch, wanted]);
  return <Navigate to={stayOn} replace />;
}

/** The 404 of spec 02 §8, drawn as an unmatched path is: the remote technical error page (spec 01 §2). */
function NotFound() {
  return <TechnicalPage />;
}

/**
 * Every navigation in the default layout runs through @bet/routing: `matchRoute`, then
 * `guardRoute` with a context from the store, and the outcome decides what renders (spec 01 §2
 * Guards, §4 Ban, §6; spec 02 §4 Ban, §8 Start-up). React Router's own routes below only pick
 * the component of an allowed page.
 */
export function RouteGuard() {
  const { pathname, search, hash } = useLocation();
  const services = useAppServices();
  const status = useSelector(selectSessionStatus);
  const inputs = useSelector(selectRouteGuardInputs, shallowEqual);
  // React Router's catch-all matched: a path no page of the app claims (its splat param is set),
  // a route whose pattern only the table can check (navigator.ts RouteAccess.matchedByTable), or an
  // address with a parameter beyond the language: React Router takes any text there, the table
  // knows the rule (print-coupon digits, registration types), so its 404 stands (issue 12).
  const leaf = useMatches().at(-1);
  const leafIsCatchAll =
    leaf?.params['*'] !== undefined ||
    (leaf?.handle as RouteAccess | undefined)?.matchedByTable === true ||
    Object.entries(leaf?.params ?? {}).some(([name, value]) => name !== 'lang' && value !== undefined);
  const rendered = useRef<Rendered | undefined>(undefined);
  const here = `${pathname}${search}${hash}`;
  // A re-render of the same address (the store changed) still comes from the page before it.
  const last = rendered.current;
  const before = last && last.location === here ? last.previous : last;
  const shown = (routeId: string): Rendered => ({
    routeId,
    location: here,
    previous: before ? { routeId: before.routeId, location: before.location } : undefined,
  });

  const environment = { isProduction: services.isProduction ?? false };
  const match = matchRoute(pathname, matchContextFrom(inputs, environment));

  // Spec 01 §2: user/forgotpassword opens the forgot-password dialog for visitors and goes home.
  if (match.kind === 'redirect' && match.redirect.to.includes(`${FORGOT_PASSWORD_MODAL_PARAM}=`)) {
    return <ForgotPasswordRedirect />;
  }

  // A page the app renders that the table does not list (the promotions list at promotions/,
  // where spec 01 §2 names only promotions/{promotionId}) keeps rendering (decision, see README).
  if (match.kind === 'notFound' && !leafIsCatchAll) {
    rendered.current = shown(NO_ROUTE);
    return <Outlet />;
  }

  const context = guardContextFrom(inputs, environment, before?.routeId);
  const outcome = guardRoute(match, context);
  // Until the first session check answers, the page cannot know who may see it; wait only where
  // the answer matters, so public pages render at once.
  if (
    status === 'unknown' &&
    !sameOutcome(outcome, guardRoute(match, { ...context, isSignedIn: !context.isSignedIn }))
  ) {
    return <Checking />;
  }

  switch (outcome.kind) {
    case 'redirect': {
      // A sign-in on the login page leaves the player there: the return URL the session reads
      // (spec 01 §5) wins over the guest-only page's own target.
      const back = match.kind === 'route' && match.route.meta.guestOnly ? returnUrlOf(search) : undefined;
      if (back) return <Navigate to={back} replace />;
      return <Navigate to={withOriginalQuery(outcome.to, search, hash)} replace />;
    }
    case 'externalBan':
      return <LeaveTo url={outcome.url} leave={services.leaveTo ?? leaveByDefault} />;
    case 'openAuthorization':
      return <OpenAuthorization stayOn={before?.location ?? `/${inputs.language}/`} wanted={here} />;
    case 'cancel':
      return before ? <Navigate to={before.location} replace /> : <Outlet />;
    case 'notFound': {
      // Spec 01 §2: `platform_type=mobile` is stripped from the address of a page with no route.
      const { strippedSearch } = platformTypeDecision(search, false);
      if (strippedSearch !== undefined) return <Navigate to={`${pathname}${strippedSearch}${hash}`} replace />;
      rendered.current = shown(NO_ROUTE);
      return <NotFound />;
    }
    case 'allow':
      rendered.current = shown(outcome.match.route.id);
      return <Outlet />;
  }
}

/** The return URL of the address, if it is a path of this site. */
function returnUrlOf(search: string): string | undefined {
  const back = new URLSearchParams(search).get(RETURN_URL_PARAM);
  return back !== null && isSafeReturnPath(back) ? back : undefined;
}

function sameOutcome(a: GuardOutcome, b: GuardOutcome): boolean {
  return a.kind === b.kind && (a.kind !== 'redirect' || b.kind !== 'redirect' || a.to === b.to);
}
