import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link, Navigate, useParams } from 'react-router';
import type { BettingSection } from '@bet/contract';
import {
  CYBER_MATCHES_FILTER_TYPES,
  selectBettingSettings,
  selectChampById,
  selectChampsOfSport,
  selectCyberSports,
  selectSportById,
} from '@bet/sportsbook';
import { ConnectedBettingSettings } from '../connected/betting-settings';
import { GameDetails } from '../connected/game-details';
import { useLanguage, type SportsbookUiState } from '../connected/state';
import { FeedState } from '../feed-state';
import { parseIdSlug } from '../links';
import { MenuLinks } from '../sport-menu';
import { useFeed } from '../use-feed';
import { CYBER_PAGE_TYPE, CyberGameList } from './cyber-game-list';
import { CYBER_TYPES, cyberPath, cyberSectionOf, type CyberView } from './cyber-links';
import styles from './cyber.module.css';
import { PageHeading } from '../page-heading';

export interface CyberPageProps {
  view: CyberView;
}

const countIn = (item: { lineCount: number; liveCount: number }, section: BettingSection) =>
  section === 'live' ? item.liveCount : item.lineCount;

/** The disciplines (cyber sports of the menu) with their game counts. */
function Disciplines({ section, currentId }: { section: BettingSection; currentId: number | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const sports = useSelector((state: SportsbookUiState) => selectCyberSports(state, section));
  const links = sports.map((sport) => ({
    id: sport.id,
    name: sport.name,
    count: countIn(sport, section),
    href: cyberPath(language, section, { view: 'discipline', sport: { id: sport.id, name: sport.nameEng } }),
  }));
  return (
    <nav aria-labelledby={titleId} className={styles.aside}>
      <h2 id={titleId} className={styles.asideTitle}>
        {t('sportsbook_cyber_disciplines')}
      </h2>
      <MenuLinks links={links} currentId={currentId} />
    </nav>
  );
}

/** The championships of every discipline (spec 01 §2 cyber/{type}/champs), from the menu. */
function CyberChamps({ section, menuStatus }: { section: BettingSection; menuStatus: ReturnType<typeof useFeed> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const disciplines = useSelector(
    (state: SportsbookUiState) =>
      selectCyberSports(state, section)
        .map((sport) => ({ sport, champs: selectChampsOfSport(state, section, sport.id) }))
        .filter((entry) => entry.champs.length > 0),
    (a, b) =>
      a.length === b.length && a.every((entry, i) => entry.sport === b[i]?.sport && entry.champs === b[i]?.champs),
  );
  return (
    <div className={styles.champs}>
      <FeedState
        status={menuStatus.status}
        hasData={disciplines.length > 0}
        onRetry={menuStatus.retry}
        emptyText={t('sportsbook_cyber_champs_empty')}
        errorText={t('sportsbook_cyber_error')}
      />
      {disciplines.map(({ sport, champs }) => (
        <section key={sport.id} aria-label={sport.name}>
          <h2 className={styles.asideTitle}>{sport.name}</h2>
          <ul className={styles.champList}>
            {champs.map((champ) => (
              <li key={champ.id}>
                <Link
                  className={styles.champLink}
                  to={cyberPath(language, section, { view: 'champ', champId: champ.id })}
                >
                  <span>{champ.name}</span>{' '}
                  <span className={styles.muted}>
                    {t('sportsbook_cyber_champ_count', { count: countIn(champ, section) })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** A cyber game with every market (spec 01 §2 cyber/{type}/game/{gameId}; spec 02 §9 game). */
function CyberGame({ gameId, section }: { gameId: number; section: BettingSection }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <GameDetails
      gameId={gameId}
      section={section}
      pageType={CYBER_PAGE_TYPE}
      crumbsLabel={t('sportsbook_cyber_nav')}
      crumbsOf={({ sportId, champId }, sport, champ) => [
        ...(sport
          ? [
              {
                href: cyberPath(language, section, { view: 'discipline', sport: { id: sportId, name: sport.nameEng } }),
                label: sport.name,
              },
            ]
          : []),
        { href: cyberPath(language, section, { view: 'champ', champId }), label: champ?.name ?? champId },
      ]}
      errorText={t('sportsbook_cyber_error')}
    />
  );
}

function Tabs({ section, view }: { section: BettingSection; view: CyberView }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const tabs = [
    { id: 'all', label: t('sportsbook_cyber_all'), href: cyberPath(language, section, { view: 'all' }) },
    { id: 'champs', label: t('sportsbook_cyber_champs'), href: cyberPath(language, section, { view: 'champs' }) },
    {
      id: 'dashboard',
      label: t('sportsbook_cyber_dashboard'),
      href: cyberPath(language, section, { view: 'dashboard' }),
    },
  ] as const;
  return (
    <nav aria-label={t('sportsbook_cyber_nav')}>
      <ul className={styles.tabs}>
        {tabs.map((tab) => (
          <li key={tab.id}>
            <Link className={styles.tab} to={tab.href} aria-current={tab.id === view ? 'page' : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Sections({ section, view }: { section: BettingSection; view: CyberView }) {
  const { t } = useTranslation();
  const language = useLanguage();
  // Championships and dashboard switch to the other section's same page; the rest to its landing
  // (a discipline, championship or game may have nothing in the other section).
  const target = view === 'champs' || view === 'dashboard' ? { view } : { view: 'all' as const };
  return (
    <nav aria-label={t('sportsbook_section_label')}>
      <ul className={styles.tabs}>
        {CYBER_TYPES.map((type) => (
          <li key={type}>
            <Link
              className={styles.tab}
              to={cyberPath(language, type, target)}
              aria-current={type === section ? 'page' : undefined}
            >
              {t(type === 'live' ? 'sportsbook_section_live' : 'sportsbook_section_line')}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The dashboard after the betting settings of spec 01 §3: `cyberType` (0 every discipline) and
 * `cyberMatchesFilterType` (0 the page's section, 1 live only, 2 line only).
 */
function CyberDashboard({ section }: { section: BettingSection }) {
  const { cyberType, cyberMatchesFilterType } = useSelector(selectBettingSettings);
  const matches =
    cyberMatchesFilterType === CYBER_MATCHES_FILTER_TYPES.live
      ? 'live'
      : cyberMatchesFilterType === CYBER_MATCHES_FILTER_TYPES.line
        ? 'line'
        : section;
  return (
    <>
      <ConnectedBettingSettings section={section} />
      <CyberGameList
        section={section}
        groupBy="discipline"
        matches={matches}
        cyberTypeId={cyberType === 0 ? undefined : cyberType}
      />
    </>
  );
}

/**
 * Spec 01 §2 cyber pages: `cyber/{type}` (every cyber game of the section by championship),
 * `discipline/{id}` (one cyber sport), `champs` (the championships), `dashboard` (every game by
 * discipline), `champ/{id}` and `game/{gameId}`. Built from @bet/sportsbook's `cyber`, `menu`
 * and `game` feeds and part 4's rows, odds buttons, scoreboard and market groups.
 */
export function CyberPage({ view }: CyberPageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const params = useParams();
  const type = params['type'];
  const section = cyberSectionOf(type);
  const menu = useFeed({ kind: 'menu', section });
  const disciplineId = view === 'discipline' ? parseIdSlug(params['disciplineId']) : undefined;
  const discipline = useSelector((state: SportsbookUiState) =>
    disciplineId === undefined ? undefined : selectSportById(state, disciplineId),
  );
  const champId = view === 'champ' ? Number(params['champId']) : undefined;
  const champ = useSelector((state: SportsbookUiState) =>
    champId === undefined ? undefined : selectChampById(state, champId),
  );
  const gameId = view === 'game' ? Number(params['gameId']) : undefined;

  // An unknown type reads as live; the address says so too.
  if (type !== section) return <Navigate replace to={cyberPath(language, section, { view: 'all' })} />;

  let body: ReactNode;
  let heading: string | undefined = t('sportsbook_cyber_title');
  switch (view) {
    case 'game':
      heading = undefined; // the game's name is the page's heading
      body = <CyberGame gameId={gameId ?? 0} section={section} />;
      break;
    case 'champs':
      heading = t('sportsbook_cyber_champs');
      body = <CyberChamps section={section} menuStatus={menu} />;
      break;
    case 'dashboard':
      heading = t('sportsbook_cyber_dashboard');
      body = <CyberDashboard section={section} />;
      break;
    case 'discipline':
      heading = discipline?.name ?? t('sportsbook_cyber_title');
      // A discipline the menu does not know yet (or not a cyber sport) shows nothing rather than everything.
      body =
        typeof discipline?.cyberTypeId === 'number' ? (
          <CyberGameList section={section} cyberTypeId={discipline.cyberTypeId} groupBy="champ" />
        ) : (
          <FeedState
            status={menu.status}
            hasData={false}
            onRetry={menu.retry}
            emptyText={t('sportsbook_cyber_empty')}
          />
        );
      break;
    case 'champ':
      heading = champ?.name ?? t('sportsbook_cyber_title');
      body = <CyberGameList section={section} champId={champId} groupBy="champ" />;
      break;
    case 'all':
      body = <CyberGameList section={section} groupBy="champ" />;
      break;
  }

  return (
    <div className={styles.page}>
      <Disciplines section={section} currentId={discipline?.id} />
      <div className={styles.content}>
        {heading ? <PageHeading className={styles.heading}>{heading}</PageHeading> : null}
        <Sections section={section} view={view} />
        <Tabs section={section} view={view} />
        {body}
      </div>
    </div>
  );
}
