import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Select } from '@bet/ui';
import {
  groupResultsByChamp,
  RESULTS_DAYS_BACK,
  sportAllowsDraws,
  sportIdsOfResults,
  standingsFrom,
} from '@bet/sportsbook';
import { FeedState } from '../feed-state';
import { usePlayerTime } from '@bet/time-settings-ui';
import { spanFilter } from './span-filter';
import { StandingsTable } from './standings-table';
import { useResults } from './use-results';
import { useSportNames } from './use-sport-names';
import styles from './results.module.css';
import { PageHeading } from '../page-heading';

export interface StatisticPageProps {
  /** Epoch ms now (stories and tests fix it). */
  now?: () => number;
}

/**
 * Spec 01 §2 "statistic": pick a sport and a championship (kept in the address, `?sport=&champ=`)
 * and see its standings computed from the finished games of the last days (`standingsFrom`).
 * The first sport and championship with results are picked until the player picks others.
 */
export function StatisticPage({ now = Date.now }: StatisticPageProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const today = now();
  const { offsetMinutes } = usePlayerTime().zone;
  const { results, status, retry } = useResults(spanFilter(today, offsetMinutes));
  const sportIds = useMemo(() => sportIdsOfResults(results), [results]);
  const sportNames = useSportNames(sportIds);
  const sportParam = Number(search.get('sport'));
  const sportId = sportIds.includes(sportParam) ? sportParam : sportIds[0];
  const champs = useMemo(
    () => (sportId === undefined ? [] : groupResultsByChamp(results, sportId)),
    [results, sportId],
  );
  const champParam = Number(search.get('champ'));
  const champ = champs.find((group) => group.champId === champParam) ?? champs[0];
  const allowsDraws = champ ? sportAllowsDraws(champ.sportId, results) : true;
  const rows = useMemo(() => (champ ? standingsFrom(champ.results, { allowsDraws }) : []), [champ, allowsDraws]);
  const days = RESULTS_DAYS_BACK;

  const pick = (values: Record<string, string | undefined>) => {
    const next = new URLSearchParams(search);
    for (const [name, value] of Object.entries(values)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setSearch(next);
  };

  return (
    <div className={styles.page}>
      <PageHeading className={styles.heading}>{t('sportsbook_stats_title')}</PageHeading>
      {sportIds.length > 0 ? (
        <div className={styles.toolbar}>
          <Select
            label={t('sportsbook_stats_sport')}
            value={String(sportId)}
            options={sportIds.map((id) => ({ value: String(id), label: sportNames.get(id) ?? String(id) }))}
            onChange={(event) => pick({ sport: event.target.value, champ: undefined })}
          />
          <Select
            label={t('sportsbook_stats_champ')}
            value={String(champ?.champId ?? '')}
            options={champs.map((group) => ({ value: String(group.champId), label: group.champName }))}
            onChange={(event) => pick({ champ: event.target.value })}
          />
        </div>
      ) : null}
      <FeedState
        status={status}
        hasData={rows.length > 0}
        onRetry={retry}
        emptyText={t('sportsbook_stats_empty', { days })}
        errorText={t('sportsbook_stats_error')}
      />
      {champ && rows.length > 0 ? (
        <>
          <StandingsTable
            caption={t('sportsbook_stats_caption', { champ: champ.champName, days })}
            rows={rows}
            allowsDraws={allowsDraws}
          />
          {allowsDraws ? null : <p className={styles.muted}>{t('sportsbook_stats_no_draws')}</p>}
        </>
      ) : null}
    </div>
  );
}
