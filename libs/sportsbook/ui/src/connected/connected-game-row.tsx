import { memo } from 'react';
import { useSelector } from 'react-redux';
import type { BettingSection, Game } from '@bet/contract';
import { selectChampById, selectGameById, selectMainMarketIds, selectSportById } from '@bet/sportsbook';
import { ConnectedMediaIcons } from '@bet/media-ui';
import { gameName, isGameLive } from '../game-facts';
import { GameRow } from '../game-row';
import { gamePath } from '../links';
import { teamGamePath } from '../team/team-links';
import { useNearViewport } from '../use-near-viewport';
import { ConnectedOddsButton } from './connected-odds-button';
import type { SportsbookUiState } from './state';

export interface ConnectedGameRowProps {
  gameId: number;
  /** The language prefix of its links, and the display flags below: the list reads them once for all its rows. */
  language: string;
  section: BettingSection;
  pageType?: string | undefined;
  /** Issue 18: a row of a team's page opens the game under that team (`team/{id}/game/{id}`). */
  teamId?: number | undefined;
  /** Spec 01 §3 isShowGameId. */
  showNumber: boolean;
  /** Spec 01 §3 isDetailedScore. */
  detailedScore: boolean;
}

const NO_MARKETS: readonly number[] = [];

/** All a row reads from the store, in one selection: one subscription per row instead of four. */
interface RowView {
  game: Game | undefined;
  marketIds: readonly number[];
  sportName: string | undefined;
  champName: string | undefined;
}

function selectRowView(state: SportsbookUiState, gameId: number, near: boolean): RowView {
  const game = selectGameById(state, gameId);
  return {
    game,
    // A resting row shows no odds: it holds no market ids, so a new market does not wake it.
    marketIds: near ? selectMainMarketIds(state, gameId) : NO_MARKETS,
    sportName: game ? selectSportById(state, game.sportId)?.nameEng : undefined,
    champName: game ? selectChampById(state, game.champId)?.name : undefined,
  };
}

/** What a resting row shows: a move of the clock, the score or the odds does not re-render it. */
const sameResting = (a: Game | undefined, b: Game | undefined) =>
  a === b ||
  (a !== undefined &&
    b !== undefined &&
    a.team1 === b.team1 &&
    a.team2 === b.team2 &&
    a.sportId === b.sportId &&
    a.champId === b.champId);

const sameNames = (a: RowView, b: RowView) =>
  a.marketIds === b.marketIds && a.sportName === b.sportName && a.champName === b.champName;
const sameNearView = (a: RowView, b: RowView) => a.game === b.game && sameNames(a, b);
const sameRestingView = (a: RowView, b: RowView) => sameResting(a.game, b.game) && sameNames(a, b);

/**
 * A list row that selects its game by id: it re-renders only when that game changed, and only
 * while it is near the viewport; far away it rests (teams only) and ignores the feed. Every
 * subscription runs on every dispatch for each of up to 1,000 rows, so a row holds only those
 * that differ by row; what is the same for all rows comes from the list as props.
 */
export const ConnectedGameRow = memo(function ConnectedGameRow({
  gameId,
  language,
  section,
  pageType,
  teamId,
  showNumber,
  detailedScore,
}: ConnectedGameRowProps) {
  const { ref, near, restingHeight } = useNearViewport<HTMLLIElement>();
  const { game, marketIds, sportName, champName } = useSelector(
    (state: SportsbookUiState) => selectRowView(state, gameId, near),
    near ? sameNearView : sameRestingView,
  );
  if (!game) return null;
  const href =
    teamId === undefined
      ? gamePath({
          language,
          section,
          pageType,
          sport: { id: game.sportId, name: sportName ?? '' },
          champ: { id: game.champId, name: champName ?? '' },
          game,
        })
      : teamGamePath(language, teamId, game.id);
  return (
    <GameRow
      rowRef={ref}
      game={game}
      href={href}
      resting={near ? undefined : { height: restingHeight }}
      shownMarkets={marketIds.length}
      gameNumber={showNumber ? game.number : undefined}
      detailedScore={detailedScore}
      media={
        near && isGameLive(game) ? (
          <ConnectedMediaIcons
            gameId={game.id}
            sportId={game.sportId}
            game={gameName(game)}
            gameLink={href}
            place="row"
          />
        ) : undefined
      }
      odds={marketIds.map((marketId) => (
        <ConnectedOddsButton key={marketId} marketId={marketId} pageType={pageType} />
      ))}
    />
  );
});
