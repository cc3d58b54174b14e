import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { Select } from '@bet/ui';
import { groupResultsByChamp, sportIdsOfResults } from '@bet/sportsbook';
import { FeedState } from '../feed-state';
import { useLanguage } from '../connected/state';
import { LiveNow } from './live-now';
import { usePlayerTime } from '@bet/time-settings-ui';
import { pickDay, resultDays } from './result-days';
import { ResultsTable } from './results-table';
import { ResultsZone } from './results-zone';
import { useResults } from './use-results';
import { useSportNames } from './use-sport-names';
import styles from './results.module.css';
import { PageHeading } from '../page-heading';

/** Spec 01 §2 "results/{type?} (live or zone)"; no type: the list. */
export type ResultsView = 'list' | 'live' | 'zone';

export function resultsViewOf(type: string | undefined): ResultsView {
  return type === 'live' || type === 'zone' ? type : 'list';
}

const TITLE_KEYS = {
  list: 'sportsbook_results_title',
  live: 'sportsbook_results_live_title',
  zone: 'sportsbook_results_zone_title',
} as const;

const VIEW_KEYS = {
  list: 'sportsbook_results_view_list',
  live: 'sportsbook_results_view_live',
  zone: 'sportsbook_results_view_zone',
} as const;

export interface ResultsPageProps {
  /** Epoch ms now: which day is today (stories and tests fix it). */
  now?: () => number;
}

/**
 * Spec 01 §2 results page: a day (today and the six before it) and a sport picked in the
 * address (`?date=yyyy-mm-dd&sport=1`, so a link or the back button keeps them), the day's
 * finished games grouped by championship with final and period scores (spec 02 §9 champ
 * results: refreshed every 15 s). `live` adds the games in play now; `zone` shows the same
 * results as a scoreboard wall. Issues 18 and 12: the days are the player's, in the zone they
 * chose (@bet/time-settings), as every time on the page.
 */
export function ResultsPage({ now = Date.now }: ResultsPageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const view = resultsViewOf(useParams()['type']);
  const [search, setSearch] = useSearchParams();
  const time = usePlayerTime();
  const offsetMinutes = time.zone.offsetMinutes;
  const days = useMemo(() => resultDays(now(), offsetMinutes), [now, offsetMinutes]);
  const day = pickDay(days, search.get('date'));
  const sportParam = Number(search.get('sport'));
  const { results, status, retry } = useResults({ date: day.date, offsetMinutes });
  const sportIds = useMemo(() => sportIdsOfResults(results), [results]);
  const sportNames = useSportNames(sportIds);
  const sportId = sportIds.includes(sportParam) ? sportParam : undefined;
  const groups = useMemo(() => groupResultsByChamp(results, sportId), [results, sportId]);

  const setParam = (name: string, value: string | undefined) => {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    setSearch(next);
  };
  const viewHref = (target: ResultsView) =>
    `/${language}/results${target === 'list' ? '' : `/${target}`}${search.size > 0 ? `?${search.toString()}` : ''}`;
  const dayOption = (date: number, daysAgo: number) => {
    const label = time.dayLabel(date * 1000);
    if (daysAgo === 0) return t('sportsbook_results_today', { day: label });
    if (daysAgo === 1) return t('sportsbook_results_yesterday', { day: label });
    return label;
  };
  const Group = view === 'zone' ? ResultsZone : ResultsTable;

  return (
    <div className={styles.page}>
      <PageHeading className={styles.heading}>{t(TITLE_KEYS[view])}</PageHeading>
      <nav aria-label={t('sportsbook_results_views')}>
        <ul className={styles.views}>
          {(['list', 'live', 'zone'] as const).map((target) => (
            <li key={target}>
              <Link
                className={styles.viewLink}
                to={viewHref(target)}
                aria-current={target === view ? 'page' : undefined}
              >
                {t(VIEW_KEYS[target])}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {view === 'live' ? <LiveNow /> : null}
      <div className={styles.toolbar}>
        <Select
          label={t('sportsbook_results_date')}
          value={day.iso}
          options={days.map(({ iso, date, daysAgo }) => ({ value: iso, label: dayOption(date, daysAgo) }))}
          onChange={(event) => setParam('date', event.target.value === days[0]?.iso ? undefined : event.target.value)}
        />
        <Select
          label={t('sportsbook_results_sport')}
          value={sportId === undefined ? '' : String(sportId)}
          options={[
            { value: '', label: t('sportsbook_results_all_sports') },
            ...sportIds.map((id) => ({ value: String(id), label: sportNames.get(id) ?? String(id) })),
          ]}
          onChange={(event) => setParam('sport', event.target.value || undefined)}
        />
      </div>
      <FeedState
        status={status}
        hasData={groups.length > 0}
        onRetry={retry}
        emptyText={t('sportsbook_results_empty')}
        errorText={t('sportsbook_results_error')}
      />
      {groups.map((group) => (
        <Group key={group.champId} title={group.champName} results={group.results} />
      ))}
    </div>
  );
}
