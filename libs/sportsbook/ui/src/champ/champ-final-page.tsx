import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { champFeed, FEATURED_CHAMP_ID, FEATURED_SPORT_ID, selectChampById, selectChampFinalId } from '@bet/sportsbook';
import { BettingPage } from '../betting-page';
import { ConnectedSportMenu } from '../connected/connected-sport-menu';
import { GameDetails } from '../connected/game-details';
import { useLanguage, type SportsbookUiState } from '../connected/state';
import { FeedState } from '../feed-state';
import { PageHeading } from '../page-heading';
import { useFeed } from '../use-feed';
import { champHomePath } from './champ-links';
import styles from './champ.module.css';

/**
 * Spec 01 §2 champ final `champ/final` (issue 18): the featured tournament's final, its last
 * scheduled game in the line (@bet/sportsbook selectChampFinalId), as a game page with every
 * market, the crumbs leading back to champ/home. Until the line answers, a loading state; when
 * the tournament has no game left in the line, a clear "no final scheduled yet".
 */
export function ChampFinalPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const line = useFeed(champFeed('line'));
  const finalId = useSelector(selectChampFinalId);
  const champName = useSelector((state: SportsbookUiState) => selectChampById(state, FEATURED_CHAMP_ID)?.name);
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
      {finalId !== undefined ? (
        <>
          <p className={styles.muted}>
            {t('sportsbook_champ_final_of', { champ: champName ?? t('sportsbook_champ_heading') })}
          </p>
          <GameDetails
            gameId={finalId}
            section="line"
            pageType="champ"
            crumbsLabel={t('sportsbook_champ_crumbs')}
            crumbsOf={() => [{ href: champHomePath(language), label: champName ?? t('sportsbook_champ_heading') }]}
          />
        </>
      ) : (
        <>
          <PageHeading className={styles.heading}>{t('sportsbook_champ_final_heading')}</PageHeading>
          <FeedState
            status={line.status}
            hasData={false}
            onRetry={line.retry}
            emptyText={t('sportsbook_champ_final_empty')}
            errorText={t('sportsbook_champ_error')}
          />
        </>
      )}
    </BettingPage>
  );
}
