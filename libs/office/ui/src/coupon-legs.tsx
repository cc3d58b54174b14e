import { useTranslation } from 'react-i18next';
import type { BetLeg } from '@bet/contract';
import { betStatusKey } from '@bet/office';
import type { CoefFormat } from '@bet/coupon/state';
import { DECIMAL_COEF_FORMAT, formatScore } from './format';
import styles from './office.module.css';

export interface CouponLegsProps {
  id?: string;
  /** Accessible name of the table, e.g. "Bets of coupon № 1000001". */
  label: string;
  legs: readonly BetLeg[];
  /** A conditional coupon: a column with each leg's block (spec 01 §3 blockId). */
  showBlocks?: boolean;
  /** The player's odds format (spec 01 §3 coefViewId); decimal unless given. */
  formatCoef?: CoefFormat;
}

/**
 * The legs of a coupon: game, market, outcome, coefficient, leg status (spec 01 §4) and score; a
 * conditional's also their block.
 */
export function CouponLegs({ id, label, legs, showBlocks = false, formatCoef = DECIMAL_COEF_FORMAT }: CouponLegsProps) {
  const { t } = useTranslation();
  // Six columns of long team and market names outgrow a narrow card: the table scrolls in its own
  // box (focusable, so a keyboard can scroll it) instead of pushing the card and the page sideways.
  return (
    <div className={styles.legsScroll} role="region" aria-label={label} tabIndex={0}>
      <table id={id} className={styles.legs} aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{t('office_leg_game')}</th>
            {showBlocks ? <th scope="col">{t('office_leg_block')}</th> : null}
            <th scope="col">{t('office_leg_market')}</th>
            <th scope="col">{t('office_leg_outcome')}</th>
            <th scope="col">{t('office_leg_coef')}</th>
            <th scope="col">{t('office_leg_status')}</th>
            <th scope="col">{t('office_leg_score')}</th>
          </tr>
        </thead>
        <tbody>
          {legs.map((leg) => (
            <tr key={`${leg.gameId}:${leg.marketId}`} data-status={leg.status}>
              <th scope="row">
                <span className={styles.game}>
                  {leg.team1} — {leg.team2}
                </span>
                <span className={styles.champ}>
                  {leg.champName}
                  {leg.isLive ? <span className={styles.live}> · {t('office_leg_live')}</span> : null}
                </span>
              </th>
              {showBlocks ? <td className={styles.number}>{leg.blockId ?? t('office_no_value')}</td> : null}
              <td>{leg.group}</td>
              <td>{leg.outcome}</td>
              <td className={styles.number}>{formatCoef(leg.coef)}</td>
              <td>{t(betStatusKey(leg.status))}</td>
              <td>{leg.scores ? formatScore(leg.scores) : t('office_no_value')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
