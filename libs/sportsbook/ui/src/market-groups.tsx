import { memo, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { shortMarketNameKey, type MarketGroup, type MarketsNameType } from '@bet/sportsbook';
import { VisuallyHidden } from '@bet/ui';
import styles from './market-groups.module.css';

export interface MarketGroupsProps {
  groups: readonly MarketGroup[];
  /** An odds button by outcome id (the connected one selects its own market). */
  renderOdds: (marketId: number) => ReactNode;
  /** Issue 12, spec 01 §3 marketsNameType: the line's titles (full) or a short code per market type. */
  marketsNameType?: MarketsNameType;
}

interface GroupProps {
  group: MarketGroup;
  renderOdds: MarketGroupsProps['renderOdds'];
  marketsNameType: MarketsNameType;
}

function Group({ group, renderOdds, marketsNameType }: GroupProps) {
  const { t } = useTranslation();
  const id = useId();
  const shortKey = marketsNameType === 'short' ? shortMarketNameKey(group.typeId) : null;
  return (
    <section className={styles.group} aria-labelledby={id}>
      <h3 id={id} className={styles.title} data-markets-name-type={marketsNameType}>
        {shortKey === null ? (
          group.title
        ) : (
          // The short code is seen; a screen reader hears the line's full title instead of "T".
          <>
            <abbr title={group.title} aria-hidden="true" className={styles.short}>
              {t(shortKey)}
            </abbr>
            <VisuallyHidden>{group.title}</VisuallyHidden>
          </>
        )}
      </h3>
      <div className={styles.odds}>{group.marketIds.map((marketId) => renderOdds(marketId))}</div>
    </section>
  );
}

/** Every market of the game page, grouped by title (1X2, Total, Handicap, ...). */
export const MarketGroups = memo(function MarketGroups({
  groups,
  renderOdds,
  marketsNameType = 'full',
}: MarketGroupsProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.groups} role="group" aria-label={t('sportsbook_markets')}>
      {groups.map((group) => (
        <Group
          key={`${group.typeId}:${group.title}`}
          group={group}
          renderOdds={renderOdds}
          marketsNameType={marketsNameType}
        />
      ))}
    </div>
  );
});
