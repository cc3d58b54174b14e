import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { selectBettingSettings } from '@bet/sportsbook';
import { BettingPage, bettingPageClasses as styles } from '../betting-page';
import { listingPath } from '../links';
import { ConnectedBettingSettings, ConnectedSectionSwitch, ConnectedTimeFilter } from './betting-settings';
import { ConnectedExpressOfTheDay } from './connected-express';
import { ConnectedGameList } from './connected-game-list';
import { ConnectedSportMenu } from './connected-sport-menu';
import { useLanguage, type SportsbookUiState } from './state';

/** How many games each block of the home page previews; "show all" opens the rest. */
export const HOME_PREVIEW_GAMES = 10;

function HomeBlock({ title, allHref, children }: { title: string; allHref?: string; children: ReactNode }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
        {allHref ? <Link to={allHref}>{t('sportsbook_show_all')}</Link> : null}
      </h2>
      {children}
    </section>
  );
}

export interface SportsbookHomePageProps {
  /** What the app shows above the betting blocks (the site's welcome, with the page's h1). */
  intro?: ReactNode;
}

/**
 * The home page's betting (spec 01 §2 Home): line or live switch and time filter, top games of
 * the chosen section, the express of the day, live now and line starting soon. Both game
 * blocks follow the time filter inside their section (upcoming empties live, a period the line).
 */
export function SportsbookHomePage({ intro }: SportsbookHomePageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { currentBettingType, timeFilter, isUpcomingEvent } = useSelector((state: SportsbookUiState) =>
    selectBettingSettings(state),
  );
  // Spec 01 §3 isUpcomingEvent: upcoming games only, so the live blocks give way to the line's.
  const section = isUpcomingEvent ? 'line' : currentBettingType;
  const filter = timeFilter === 'all' ? {} : { timeFilter };
  return (
    <BettingPage menu={<ConnectedSportMenu section={section} />}>
      {intro}
      <div className={styles.toolbar}>
        <ConnectedSectionSwitch />
        <ConnectedTimeFilter />
        <ConnectedBettingSettings section={section} />
      </div>
      <HomeBlock title={t('sportsbook_top_games')}>
        <ConnectedGameList request={{ kind: 'top', section }} limit={HOME_PREVIEW_GAMES} />
      </HomeBlock>
      <ConnectedExpressOfTheDay />
      {isUpcomingEvent ? null : (
        <HomeBlock title={t('sportsbook_live_now')} allHref={listingPath({ language, section: 'live' })}>
          <ConnectedGameList request={{ kind: 'games', section: 'live', ...filter }} limit={HOME_PREVIEW_GAMES} />
        </HomeBlock>
      )}
      <HomeBlock title={t('sportsbook_line_soon')} allHref={listingPath({ language, section: 'line' })}>
        <ConnectedGameList request={{ kind: 'games', section: 'line', ...filter }} limit={HOME_PREVIEW_GAMES} />
      </HomeBlock>
    </BettingPage>
  );
}
