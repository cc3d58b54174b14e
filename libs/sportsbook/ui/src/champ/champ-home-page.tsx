import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { champFeed, FEATURED_CHAMP_ID, FEATURED_SPORT_ID, selectChampById, selectSportById } from '@bet/sportsbook';
import { BettingPage } from '../betting-page';
import { ConnectedGameList } from '../connected/connected-game-list';
import { ConnectedSportMenu } from '../connected/connected-sport-menu';
import { useLanguage, type SportsbookUiState } from '../connected/state';
import { listingPath } from '../links';
import { PageHeading } from '../page-heading';
import { champFinalPath } from './champ-links';
import styles from './champ.module.css';

/**
 * Spec 01 §2 champ home `champ/home` (issue 18): the featured tournament's own landing page, in
 * the champ theme: its name, its games in play and upcoming (rows open them as champ games),
 * and links to its listing and to its final. Each list shows its own loading, empty and error
 * state; the name comes from the line menu the sport menu loads.
 */
export function ChampHomePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const champ = useSelector((state: SportsbookUiState) => selectChampById(state, FEATURED_CHAMP_ID));
  const sport = useSelector((state: SportsbookUiState) => selectSportById(state, FEATURED_SPORT_ID));
  const liveId = useId();
  const lineId = useId();
  const name = champ?.name ?? t('sportsbook_champ_heading');
  return (
    <BettingPage
      theme="champ"
      menu={
        <ConnectedSportMenu
          section="line"
          pageType="champ"
          currentSportId={FEATURED_SPORT_ID}
          currentChampId={FEATURED_CHAMP_ID}
        />
      }
    >
      <PageHeading className={styles.heading}>{name}</PageHeading>
      <nav aria-label={t('sportsbook_champ_links')}>
        <ul className={styles.links}>
          <li>
            <Link
              className={styles.link}
              to={listingPath({
                language,
                section: 'line',
                pageType: 'champ',
                sport: { id: FEATURED_SPORT_ID, name: sport?.nameEng ?? '' },
                champ: { id: FEATURED_CHAMP_ID, name: champ?.name ?? '' },
              })}
            >
              {t('sportsbook_champ_all_games')}
            </Link>
          </li>
          <li>
            <Link className={styles.link} to={champFinalPath(language)}>
              {t('sportsbook_champ_final_link')}
            </Link>
          </li>
        </ul>
      </nav>
      <section className={styles.block} aria-labelledby={liveId}>
        <h2 id={liveId} className={styles.blockTitle}>
          {t('sportsbook_champ_live')}
        </h2>
        <ConnectedGameList request={champFeed('live')} pageType="champ" emptyText={t('sportsbook_champ_live_empty')} />
      </section>
      <section className={styles.block} aria-labelledby={lineId}>
        <h2 id={lineId} className={styles.blockTitle}>
          {t('sportsbook_champ_line')}
        </h2>
        <ConnectedGameList request={champFeed('line')} pageType="champ" emptyText={t('sportsbook_champ_line_empty')} />
      </section>
    </BettingPage>
  );
}
