import type { ComponentType } from 'react';
import { useParams } from 'react-router';
import type { RemoteAppsOnDemand } from '@bet/remote-apps-ui';
import { NotFoundPage } from '@bet/site-ui';

/** The prefix of spec 01 §2 "a headless landing-{x} landing" (@bet/routing casino-landing). */
const LANDING_PREFIX = 'landing-';

/**
 * The `:landing` route, made once the remote pages' chunk is in (a lazy route): React Router has
 * no partial-segment parameters, so this route receives every one-segment path no other route
 * claims. RouteGuard has already run the route table (the route's handle says `matchedByTable`):
 * a path the table does not know is its 404. A landing renders through the sandbox's `landings`
 * sub-app; another page the table knows but the app has not built shows the remote technical
 * error page, as the catch-all does.
 */
export function casinoLandingRoute({ RemotePage, RemoteTechnicalPage }: RemoteAppsOnDemand): ComponentType {
  return function CasinoLandingRoute() {
    const { landing = '' } = useParams();
    if (!landing.startsWith(LANDING_PREFIX)) return <RemoteTechnicalPage fallback={<NotFoundPage />} />;
    return <RemotePage appName="landings" />;
  };
}
