import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BONUS_BET_SOURCE, coefFormatOf, type CouponBet } from '@bet/coupon/state';
import { Checkbox, VisuallyHidden } from '@bet/ui';
import type { ReactNode } from 'react';
import styles from './coupon.module.css';

export interface CouponBetItemProps {
  bet: CouponBet;
  /** The odds format (CoefView id) the coupon shows. */
  coefViewId?: number;
  /** Dependent bets matter only in the types that combine bets. */
  isCombined?: boolean;
  /** Another bet of the coupon is on the same game (spec 01 §3 isDepend). */
  isDepend?: boolean;
  /** The banker box is shown (a system in banker mode, a multi-bet). */
  showBanker?: boolean;
  onRemove: (betId: string) => void;
  onBankerToggle?: (betId: string) => void;
  /** Extra content under the bet, e.g. its own stake (many singles). */
  children?: ReactNode;
}

/** "Arsenal — Chelsea", else the championship, else the game number. */
export function gameTitle(bet: CouponBet): string {
  const { team1, team2, champ } = bet.game.names;
  if (team1 && team2) return `${team1} — ${team2}`;
  return team1 ?? champ ?? (bet.game.number === null ? String(bet.market.gameId) : `#${bet.game.number}`);
}

/** The outcome as the line named it, else the market id. */
export function outcomeTitle(bet: CouponBet): string {
  return bet.market.names.outcome ?? bet.market.names.market ?? String(bet.market.id);
}

type Move = 'up' | 'down' | null;

/**
 * Which way the coefficient moved since the bet was last drawn; a move stays shown until the
 * next. Kept in state and adjusted while rendering (React's pattern for information from
 * previous renders), so a discarded render cannot lose or invent a move.
 */
function useCoefMove(coef: number): Move {
  const [seen, setSeen] = useState<{ coef: number; move: Move }>({ coef, move: null });
  if (coef !== seen.coef) {
    const move: Move = coef > seen.coef ? 'up' : 'down';
    setSeen({ coef, move });
    return move;
  }
  return seen.move;
}

/**
 * One bet of the coupon (spec 01 §3 "Bet in coupon"): game, market and outcome, the coefficient
 * with the way it moved (a change waiting for the player shows old → new), blocked and
 * dependent marks, the banker box and the remove button.
 */
export function CouponBetItem({
  bet,
  coefViewId = 0,
  isCombined = false,
  isDepend = false,
  showBanker = false,
  onRemove,
  onBankerToggle,
  children,
}: CouponBetItemProps) {
  const { t } = useTranslation();
  const game = gameTitle(bet);
  const outcome = outcomeTitle(bet);
  const seenMove = useCoefMove(bet.market.coef);
  const pending = bet.pendingCoef;
  const move: Move = pending === null ? seenMove : pending > bet.market.coef ? 'up' : 'down';
  // The one formatter of the odds format (@bet/coupon/state coefFormatOf, as useCoefFormat gives it).
  const format = coefFormatOf(coefViewId);
  const shown = format(pending ?? bet.market.coef);

  return (
    <li className={styles.bet} data-blocked={bet.isBlocked || undefined} aria-label={`${outcome}, ${game}`}>
      <div className={styles.betHead}>
        <span className={styles.betGame}>{game}</span>
        <button
          type="button"
          className={styles.remove}
          aria-label={t('coupon_remove_bet', { outcome, game })}
          onClick={() => onRemove(bet.id)}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {bet.market.names.market ? <span className={styles.betMarket}>{bet.market.names.market}</span> : null}
      <div className={styles.betLine}>
        <span className={styles.betOutcome}>{outcome}</span>
        <span className={styles.coef} data-move={move ?? undefined}>
          <VisuallyHidden>{t('coupon_coef_label')}: </VisuallyHidden>
          {pending === null ? null : (
            <>
              <s className={styles.oldCoef}>{format(bet.market.coef)}</s>{' '}
            </>
          )}
          <span>{shown}</span>
          {move === null ? null : (
            <>
              <span aria-hidden="true">{move === 'up' ? ' ▲' : ' ▼'}</span>
              <VisuallyHidden> {t(move === 'up' ? 'coupon_coef_up' : 'coupon_coef_down')}</VisuallyHidden>
            </>
          )}
        </span>
      </div>
      {bet.isBlocked ? <span className={styles.badgeBlocked}>{t('coupon_bet_blocked')}</span> : null}
      {isCombined && isDepend ? <span className={styles.badge}>{t('coupon_bet_same_game')}</span> : null}
      {bet.source === BONUS_BET_SOURCE ? <span className={styles.badge}>{t('coupon_bet_bonus')}</span> : null}
      {showBanker ? (
        <Checkbox
          label={t('coupon_banker')}
          aria-label={t('coupon_banker_for', { outcome })}
          checked={bet.isBanker}
          disabled={bet.isDisabledBanker && !bet.isBanker}
          onChange={() => onBankerToggle?.(bet.id)}
        />
      ) : null}
      {children}
    </li>
  );
}
