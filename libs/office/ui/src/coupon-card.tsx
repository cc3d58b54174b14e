import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlacedCouponRecord } from '@bet/contract';
import { CouponType } from '@bet/coupon';
import { couponStatusKey, couponTypeKey, possibleWin, recordBlocks, systemLabel } from '@bet/office';
import { CouponLegs } from './coupon-legs';
import { formatMoney } from '@bet/i18n';
import type { CoefFormat } from '@bet/coupon/state';
import { usePlayerTime } from '@bet/time-settings-ui';
import { DECIMAL_COEF_FORMAT } from './format';
import styles from './office.module.css';

export interface CouponCardProps {
  coupon: PlacedCouponRecord;
  /** The page language, for money (`ru` gives "1 850,00 ₽"). */
  language: string;
  /** History: the legs fold away behind a button. Print-coupon: always shown. */
  expandable?: boolean;
  /** The coupon's heading level: 2 in the history list, 1 on its own page. */
  headingLevel?: 1 | 2;
  /** Where its print-coupon page is; no link without it. */
  printHref?: string;
  /** The player's odds format (spec 01 §3 coefViewId); decimal unless given. */
  formatCoef?: CoefFormat;
}

/**
 * One placed coupon: number, placed at, type (a system as "2/3"), stake, coefficient (an
 * anti-express's is the server's anti-express coefficient), a conditional's blocks with their
 * amounts, status, and the server's payout once settled or the engine's possible win while open.
 * Money is in the coupon's own currency.
 */
export function CouponCard({
  coupon,
  language,
  expandable = true,
  headingLevel = 2,
  printHref,
  formatCoef = DECIMAL_COEF_FORMAT,
}: CouponCardProps) {
  const { t } = useTranslation();
  const time = usePlayerTime();
  const [expanded, setExpanded] = useState(false);
  const titleId = useId();
  const legsId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const money = (minor: number) => formatMoney(minor, coupon.currencyIso, language);
  const win = coupon.isSettled ? coupon.payout : possibleWin(coupon);
  const statusKey = couponStatusKey(coupon);
  const showLegs = !expandable || expanded;
  const blocks = recordBlocks(coupon);
  const isAntiExpress = coupon.typeId === CouponType.AntiExpress;
  return (
    <article
      className={styles.coupon}
      aria-labelledby={titleId}
      data-settled={coupon.isSettled}
      data-status={coupon.status}
    >
      <header className={styles.couponHeader}>
        <Heading id={titleId} className={styles.couponTitle}>
          {t('office_coupon_title', { couponId: coupon.couponId })}
        </Heading>
        <span className={styles.badge} data-open={!coupon.isSettled}>
          {t(statusKey)}
        </span>
      </header>
      <dl className={styles.facts}>
        <div>
          <dt>{t('office_coupon_placed_at')}</dt>
          <dd>{time.dateTime(coupon.placedAt * 1000)}</dd>
        </div>
        <div>
          <dt>{t('office_coupon_type')}</dt>
          <dd>{t(couponTypeKey(coupon.typeId), { system: systemLabel(coupon) ?? '' })}</dd>
        </div>
        <div>
          <dt>{t('office_coupon_stake')}</dt>
          <dd>{money(coupon.amount)}</dd>
        </div>
        {blocks.map((block) => (
          <div key={block.blockId}>
            <dt>{t('office_coupon_block', { number: block.blockId })}</dt>
            <dd>{money(block.amount)}</dd>
          </div>
        ))}
        <div>
          <dt>{t(isAntiExpress ? 'office_coupon_anti_express_coef' : 'office_coupon_coef')}</dt>
          <dd>{coupon.coef === null ? t('office_no_value') : formatCoef(coupon.coef)}</dd>
        </div>
        <div>
          <dt>{t('office_coupon_status')}</dt>
          <dd>{t(statusKey)}</dd>
        </div>
        <div>
          <dt>{t(coupon.isSettled ? 'office_coupon_payout' : 'office_coupon_possible_win')}</dt>
          <dd className={styles.win}>{win === null ? t('office_no_value') : money(win)}</dd>
        </div>
        {coupon.settledAt === null ? null : (
          <div>
            <dt>{t('office_coupon_settled_at')}</dt>
            <dd>{time.dateTime(coupon.settledAt * 1000)}</dd>
          </div>
        )}
      </dl>
      <div className={styles.actions}>
        {expandable ? (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={expanded}
            aria-controls={expanded ? legsId : undefined}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? t('office_coupon_hide_bets') : t('office_coupon_show_bets', { count: coupon.legs.length })}
          </button>
        ) : null}
        {printHref ? (
          <a className={styles.link} href={printHref}>
            {t('office_coupon_print', { couponId: coupon.couponId })}
          </a>
        ) : null}
      </div>
      {showLegs ? (
        <CouponLegs
          id={legsId}
          label={t('office_coupon_bets', { couponId: coupon.couponId })}
          legs={coupon.legs}
          showBlocks={blocks.length > 0}
          formatCoef={formatCoef}
        />
      ) : null}
    </article>
  );
}
