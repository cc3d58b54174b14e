import { memo } from 'react';
import { useT } from '@bet/ui';
import styles from './odds-button.module.css';

export type OddsMove = 'up' | 'down';

export interface OddsButtonProps {
  /** The game's name as the row shows it ("Arsenal – Chelsea"): the button's name starts with it. */
  gameName: string;
  /** The outcome's label ("1", "X", "Over 2.5"). */
  outcome: string;
  /** The coefficient in the player's view, as shown ("2.15", "23/20"). */
  coefText: string;
  /** The last move of the coefficient while it is highlighted. */
  move?: OddsMove | undefined;
  /** Suspended: locked, no bet accepted. */
  suspended?: boolean;
  /** The outcome is in the coupon. */
  pressed?: boolean;
  /** Hide the outcome label where a column header already names it (list rows). */
  hideOutcome?: boolean;
  onToggle: () => void;
}

function Arrow({ direction }: { direction: OddsMove }) {
  return (
    <svg className={styles.icon} viewBox="0 0 10 10" aria-hidden="true" focusable="false">
      <path d={direction === 'up' ? 'M5 1 9 8H1z' : 'M5 9 1 2h8z'} fill="currentColor" />
    </svg>
  );
}

function Lock() {
  return (
    <svg className={styles.icon} viewBox="0 0 10 10" aria-hidden="true" focusable="false">
      <path d="M3 4V3a2 2 0 1 1 4 0v1h1v5H2V4zm1 0h2V3a1 1 0 1 0-2 0z" fill="currentColor" />
    </svg>
  );
}

/**
 * One outcome with its coefficient (spec 01 §2 betting pages). Its accessible name holds the
 * game, the outcome and the coefficient as shown ("Arsenal – Chelsea: 1, 2.15"), plus the move
 * while it is highlighted, so a screen reader hears what a sighted player sees: the colour and
 * the arrow. A suspended outcome is locked and says so.
 */
export const OddsButton = memo(function OddsButton({
  gameName,
  outcome,
  coefText,
  move,
  suspended = false,
  pressed = false,
  hideOutcome = false,
  onToggle,
}: OddsButtonProps) {
  // useT, not useTranslation: mounted once per row, up to 1,000 times (issue 16).
  const t = useT();
  const name = suspended
    ? t('sportsbook_odds_suspended_name', { game: gameName, outcome })
    : t('sportsbook_odds_name', { game: gameName, outcome, coef: coefText }) +
      (move ? `, ${t(move === 'up' ? 'sportsbook_odds_up' : 'sportsbook_odds_down')}` : '');
  const moveClass = !suspended && move ? styles[move] : undefined;
  return (
    <button
      type="button"
      className={[styles.odds, moveClass].filter(Boolean).join(' ')}
      aria-label={name}
      aria-pressed={pressed}
      disabled={suspended}
      data-move={suspended ? undefined : move}
      onClick={onToggle}
    >
      {hideOutcome ? null : <span className={styles.outcome}>{outcome}</span>}
      {/* A space between the two, which the flex layout does not draw: the visible text reads
          "1 2.15", not "12.15", so the name contains it (WCAG 2.5.3 "Label in Name"). */}
      {hideOutcome ? null : ' '}
      <span className={styles.coef}>
        {suspended ? <Lock /> : move ? <Arrow direction={move} /> : null}
        {suspended ? null : coefText}
      </span>
    </button>
  );
});
