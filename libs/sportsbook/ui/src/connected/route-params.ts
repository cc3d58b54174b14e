import { useParams } from 'react-router';
import type { BettingSection } from '@bet/contract';
import { DEFAULT_PAGE_TYPE, parseIdSlug } from '../links';

export interface BettingParams {
  pageType: string;
  section: BettingSection;
  sportId: number | undefined;
  champId: number | undefined;
  gameId: number | undefined;
}

/**
 * The betting route's parameters; the page type comes from the route (`createBettingRoutes`) (@bet/routing validated them before the page renders: the
 * section is line or live, the page type is known).
 */
export function useBettingParams(pageType?: string, section?: BettingSection): BettingParams {
  const params = useParams();
  return {
    pageType: pageType ?? params['pageType'] ?? DEFAULT_PAGE_TYPE,
    section: section ?? (params['section'] === 'line' ? 'line' : 'live'),
    sportId: parseIdSlug(params['sport']),
    champId: parseIdSlug(params['champ']),
    gameId: parseIdSlug(params['game']),
  };
}
