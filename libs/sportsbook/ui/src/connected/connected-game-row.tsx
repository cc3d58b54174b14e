import { memo } from 'react';
import { useSelector } from 'react-redux';
import type { BettingSection } from '@bet/contract';
import { selectChampById, selectGameById, selectMainMarketIds, selectSportById } from '@bet/sportsbook';
import { GameRow } from '../game-row';
import { gamePath } from '../links';
import { ConnectedOddsButton } from './connected-odds-button';
import { useLanguage, type SportsbookUiState } from './state';

export interface ConnectedGameRowProps {
  gameId: number;
  section: BettingSection;
  pageType?: string | undefined;
}

/** A list row that selects its game by id: it re-renders only when that game changed. */
export const ConnectedGameRow = memo(function ConnectedGameRow({ gameId, section, pageType }: ConnectedGameRowProps) {
  const language = useLanguage();
  const game = useSelector((state: SportsbookUiState) => selectGameById(state, gameId));
  const marketIds = useSelector((state: SportsbookUiState) => selectMainMarketIds(state, gameId));
  const sportName = useSelector((state: SportsbookUiState) => (game ? selectSportById(state, game.sportId)?.nameEng : undefined));
  const champName = useSelector((state: SportsbookUiState) => (game ? selectChampById(state, game.champId)?.name : undefined));
  if (!game) return null;
  const href = gamePath({
    language,
    section,
    pageType,
    sport: { id: game.sportId, name: sportName ?? '' },
    champ: { id: game.champId, name: champName ?? '' },
    game,
  });
  return (
    <GameRow
      game={game}
      href={href}
      shownMarkets={marketIds.length}
      odds={marketIds.map((marketId) => (
        <ConnectedOddsButton key={marketId} marketId={marketId} pageType={pageType} />
      ))}
    />
  );
});
