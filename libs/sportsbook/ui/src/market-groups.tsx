import { memo, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketGroup } from '@bet/sportsbook';
import styles from './market-groups.module.css';

export interface MarketGroupsProps {
  groups: readonly MarketGroup[];
  /** An odds button by outcome id (the connected one selects its own market). */
  renderOdds: (marketId: number) => ReactNode;
}

function Group({ group, renderOdds }: { group: MarketGroup; renderOdds: MarketGroupsProps['renderOdds'] }) {
  const id = useId();
  return (
    <section className={styles.group} aria-labelledby={id}>
      <h3 id={id} className={styles.title}>
        {group.title}
      </h3>
      <div className={styles.odds}>{group.marketIds.map((marketId) => renderOdds(marketId))}</div>
    </section>
  );
}

/** Every market of the game page, grouped by title (1X2, Total, Handicap, ...). */
export const MarketGroups = memo(function MarketGroups({ groups, renderOdds }: MarketGroupsProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.groups} role="group" aria-label={t('sportsbook_markets')}>
      {groups.map((group) => (
        <Group key={`${group.typeId}:${group.title}`} group={group} renderOdds={renderOdds} />
      ))}
    </div>
  );
});
