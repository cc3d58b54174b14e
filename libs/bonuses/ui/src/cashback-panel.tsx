import { useTranslation } from 'react-i18next';
import type { Cashback, CashbackKind } from '@bet/contract';
import type { LoadStatus } from '@bet/bonuses';
import { Button } from '@bet/ui';
import { levelName } from './level-name';
import { LoadState } from './load-state';
import { useMoney } from './use-money';
import styles from './bonuses.module.css';

export interface CashbackPanelProps {
  kind: CashbackKind;
  status: LoadStatus;
  data: Cashback | null;
  /** A claim is on its way. */
  claiming: boolean;
  onClaim: () => void;
  onRetry: () => void;
}

/**
 * Spec 01 §2 `casino/vipcashback` and `casino/premiumcashback` (spec 01 §3 cashbackSetting): the
 * month's turnover and loss, the player's level and percent, the levels, and the claim.
 */
export function CashbackPanel({ kind, status, data, claiming, onClaim, onRetry }: CashbackPanelProps) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <LoadState status={status} hasData={data !== null} onRetry={onRetry}>
      {data === null ? null : (
        <>
          <p className={styles.muted}>
            {t(kind === 'vip' ? 'bonuses_cashback_vip_rule' : 'bonuses_cashback_premium_rule')}
          </p>
          <div className={styles.card}>
            <dl className={styles.figures}>
              <div>
                <dt>{t('bonuses_cashback_period')}</dt>
                <dd>{data.period}</dd>
              </div>
              <div>
                <dt>{t('bonuses_cashback_level')}</dt>
                <dd>
                  {data.level
                    ? `${levelName(t, data.level.name)}, ${t('bonuses_cashback_percent', { percent: data.level.percent })}`
                    : t('bonuses_cashback_no_level')}
                </dd>
              </div>
              <div>
                <dt>{t('bonuses_cashback_turnover')}</dt>
                <dd>{money(data.turnover, data.currency)}</dd>
              </div>
              <div>
                <dt>{t('bonuses_cashback_loss')}</dt>
                <dd>{money(data.loss, data.currency)}</dd>
              </div>
              <div>
                <dt>{t('bonuses_cashback_amount')}</dt>
                <dd>{money(data.amount, data.currency)}</dd>
              </div>
            </dl>
            {data.nextLevel ? (
              <p className={styles.muted}>
                {t('bonuses_cashback_next', {
                  name: levelName(t, data.nextLevel.name),
                  turnover: money(data.nextLevel.fromTurnover, data.currency),
                })}
              </p>
            ) : null}
            {data.claimed ? (
              <p>{t('bonuses_cashback_claimed')}</p>
            ) : data.amount > 0 ? (
              <div>
                <Button onClick={onClaim} busy={claiming}>
                  {claiming
                    ? t('bonuses_cashback_claiming')
                    : t('bonuses_cashback_claim', { amount: money(data.amount, data.currency) })}
                </Button>
              </div>
            ) : (
              <p>{t('bonuses_cashback_nothing')}</p>
            )}
          </div>
          <table className={styles.table}>
            <caption className={styles.heading}>{t('bonuses_cashback_levels')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('bonuses_cashback_level_column')}</th>
                <th scope="col">{t('bonuses_cashback_from_column')}</th>
                <th scope="col">{t('bonuses_cashback_percent_column')}</th>
              </tr>
            </thead>
            <tbody>
              {data.levels.map((level) => (
                <tr key={level.name} aria-current={level.name === data.level?.name ? 'true' : undefined}>
                  <th scope="row">{levelName(t, level.name)}</th>
                  <td>{money(level.fromTurnover, data.currency)}</td>
                  <td>{t('bonuses_cashback_percent', { percent: level.percent })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </LoadState>
  );
}
