import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, useParams } from 'react-router';
import { groupResultsByChamp, RESULTS_DAYS_BACK, selectChampById, type WithSportsbook } from '@bet/sportsbook';
import { FeedState } from '../feed-state';
import { useLanguage } from '../connected/state';
import { ResultsTable } from './results-table';
import { usePlayerTime } from '@bet/time-settings-ui';
import { spanFilter } from './span-filter';
import { useResults } from './use-results';
import styles from './results.module.css';
import { PageHeading } from '../page-heading';

export interface ChampionResultsPageProps {
  /** Epoch ms now (stories and tests fix it). */
  now?: () => number;
}

/**
 * Spec 01 §2 "champion results at champs/{champId?}": without an id the championships that
 * finished games in the last days, each linking to its results; with an id that
 * championship's results (refreshed every 15 s, spec 02 §9 champ results).
 */
export function ChampionResultsPage({ now = Date.now }: ChampionResultsPageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const champParam = useParams()['champId'];
  const champId = champParam ? Number(champParam) : undefined;
  const today = now();
  const { offsetMinutes } = usePlayerTime().zone;
  const { results, status, retry } = useResults(spanFilter(today, offsetMinutes, champId));
  const groups = useMemo(() => groupResultsByChamp(results), [results]);
  const days = RESULTS_DAYS_BACK;
  // Named by its results, or by the line's menu when it has none in the span.
  const menuName = useSelector((state: WithSportsbook) =>
    champId === undefined ? undefined : selectChampById(state, champId)?.name,
  );

  if (champId !== undefined) {
    const group = groups[0];
    return (
      <div className={styles.page}>
        <p className={styles.muted}>
          <Link to={`/${language}/champs`}>{t('sportsbook_results_champs_back')}</Link>
        </p>
        <PageHeading className={styles.heading}>
          {group?.champName ?? menuName ?? t('sportsbook_results_champs_title')}
        </PageHeading>
        <p className={styles.muted}>{t('sportsbook_results_champs_span', { days })}</p>
        <FeedState
          status={status}
          hasData={group !== undefined}
          onRetry={retry}
          emptyText={t('sportsbook_results_champ_empty', { days })}
          errorText={t('sportsbook_results_error')}
        />
        {group ? <ResultsTable title={t('sportsbook_results_title')} results={group.results} /> : null}
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeading className={styles.heading}>{t('sportsbook_results_champs_title')}</PageHeading>
      <p className={styles.muted}>{t('sportsbook_results_champs_span', { days })}</p>
      <FeedState
        status={status}
        hasData={groups.length > 0}
        onRetry={retry}
        emptyText={t('sportsbook_results_champs_empty', { days })}
        errorText={t('sportsbook_results_error')}
      />
      {groups.length > 0 ? (
        <ul className={styles.champList} aria-label={t('sportsbook_results_champs_title')}>
          {[...groups]
            .sort((a, b) => a.champName.localeCompare(b.champName, language))
            .map((group) => (
              <li key={group.champId}>
                <Link className={styles.champLink} to={`/${language}/champs/${group.champId}`}>
                  <span>{group.champName}</span>{' '}
                  <span className={styles.muted}>
                    {t('sportsbook_results_champs_count', { count: group.results.length })}
                  </span>
                </Link>
              </li>
            ))}
        </ul>
      ) : null}
    </div>
  );
}
