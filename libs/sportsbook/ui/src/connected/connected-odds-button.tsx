import { memo, useCallback } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import { betAddRequested, betIdOf, betRemoved, selectIsBetInCoupon } from '@bet/coupon/state';
import { useCoefFormat } from '@bet/coupon-ui';
import { selectChampById, selectGameById, selectMarketById, selectMarketMove, selectSportById } from '@bet/sportsbook';
import { couponBetPayload } from '../bet-payload';
import { gameName } from '../game-facts';
import { OddsButton } from '../odds-button';
import type { SportsbookUiState } from './state';
import { useMoveHighlight } from './use-move-highlight';

export interface ConnectedOddsButtonProps {
  marketId: number;
  /** The page type the bet is picked on, kept with the bet. */
  pageType?: string | undefined;
  hideOutcome?: boolean;
}

/**
 * An outcome of the line in the coupon's terms: selects its own market by id (and only the
 * game's name, not the game), so it re-renders only when this outcome, its move, its place in
 * the coupon or the coefficient view changed. A press adds the bet through the coupon's
 * `betAddRequested` (the bus payload shape); a press on a bet in the coupon removes it.
 */
export const ConnectedOddsButton = memo(function ConnectedOddsButton({
  marketId,
  pageType,
  hideOutcome,
}: ConnectedOddsButtonProps) {
  const dispatch = useDispatch();
  const store = useStore<SportsbookUiState>();
  const market = useSelector((state: SportsbookUiState) => selectMarketById(state, marketId));
  const gameId = market?.gameId;
  const name = useSelector((state: SportsbookUiState) => {
    const game = gameId === undefined ? undefined : selectGameById(state, gameId);
    return game ? gameName(game) : '';
  });
  const move = useMoveHighlight(useSelector((state: SportsbookUiState) => selectMarketMove(state, marketId)));
  const betId = gameId === undefined ? '' : betIdOf(gameId, marketId);
  const pressed = useSelector((state: SportsbookUiState) => selectIsBetInCoupon(state, betId));
  const formatCoef = useCoefFormat();

  const onToggle = useCallback(() => {
    // Read at the press, not subscribed: the game changes with every score and clock tick.
    const state = store.getState();
    const current = selectMarketById(state, marketId);
    const game = current && selectGameById(state, current.gameId);
    if (!current || !game) return;
    const id = betIdOf(game.id, current.id);
    if (selectIsBetInCoupon(state, id)) {
      dispatch(betRemoved({ id }));
      return;
    }
    dispatch(
      betAddRequested(
        couponBetPayload({
          market: current,
          game,
          sport: selectSportById(state, game.sportId),
          champ: selectChampById(state, game.champId),
          pageType,
        }),
      ),
    );
  }, [dispatch, store, marketId, pageType]);

  if (!market) return null;
  return (
    <OddsButton
      gameName={name}
      outcome={market.outcome}
      coefText={formatCoef(market.coef)}
      move={move}
      suspended={market.isBlocked}
      pressed={pressed}
      hideOutcome={hideOutcome ?? false}
      onToggle={onToggle}
    />
  );
});
