import { HomePage } from '@bet/site-ui';
import { SportsbookHomePage } from '@bet/sportsbook-ui';

/**
 * Spec 01 §2 Home: the site's welcome (its h1, the minimum age and responsible-gaming notices)
 * above the betting blocks of @bet/sportsbook-ui, which hold the sport menu, line and live.
 */
export function HomeRoute() {
  return <SportsbookHomePage intro={<HomePage />} />;
}
