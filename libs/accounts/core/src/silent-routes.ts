import { matchRoute } from '@bet/routing';
import { SILENT_ACCOUNT_CHANGE_ROUTE_IDS } from './constants';

/**
 * Spec 02 §8 "Successful change outside listed routes shows 'main_account_will_set'": whether the
 * page at `pathname` is one of the listed routes, where the change passes without a notice.
 */
export function isSilentAccountChangePath(pathname: string): boolean {
  const language = pathname.split('/').find(Boolean) ?? '';
  const match = matchRoute(pathname, {
    language,
    isProduction: false,
    promoBonusToOffer: false,
    thirdPartyHasFirstDepositRedirect: false,
  });
  return match.kind === 'route' && SILENT_ACCOUNT_CHANGE_ROUTE_IDS.includes(match.route.id);
}
