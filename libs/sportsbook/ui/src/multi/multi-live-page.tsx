import { memo, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { Button } from '@bet/ui';
import { selectGameById, selectListGameIds, selectMainMarketIds, selectMarketGroups } from '@bet/sportsbook';
import { ConnectedOddsButton } from '../connected/connected-odds-button';
import type { SportsbookUiState } from '../connected/state';
import { FeedState } from '../feed-state';
import { gameName, isGameLive } from '../game-facts';
import { GameStatus } from '../game-status';
import { Scoreboard } from '../scoreboard';
import { useFeed } from '../use-feed';
import { MULTI_LIVE_MAX, type MultiLiveStorage } from './multi-choice';
import { defaultMultiLiveStorage, useMultiChoice } from './use-multi-choice';
import styles from './multi.module.css';
import { PageHeading } from '../page-heading';

/** The page type a bet is picked on (kept with the bet). */
const MULTI_PAGE_TYPE = 'multi';
const NO_IDS: readonly number[] = [];

/** A chosen game: its own game feed (spec 02 §9 game, 5000 live), scoreboard, main markets, remove. */
const MultiPanel = memo(function MultiPanel({
  gameId,
  onRemove,
}: {
  gameId: number;
  onRemove: (gameId: number) => void;
}) {
  const { t } = useTranslation();
  const feed = useFeed({ kind: 'game', gameId, section: 'live' });
  const game = useSelector((state: SportsbookUiState) => selectGameById(state, gameId));
  const mainIds = useSelector((state: SportsbookUiState) => selectMainMarketIds(state, gameId));
  // The game feed gives every market; without the list's main ones, the first group stands in.
  const firstGroupIds = useSelector(
    (state: SportsbookUiState) => selectMarketGroups(state, gameId)[0]?.marketIds ?? NO_IDS,
  );
  const marketIds = mainIds.length > 0 ? mainIds : firstGroupIds;
  const name = game ? gameName(game) : String(gameId);
  const titleId = useId();
  return (
    <li>
      <section className={styles.panel} aria-labelledby={titleId}>
        <div className={styles.panelHead}>
          <h2 id={titleId} className={styles.panelTitle}>
            {name}
          </h2>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onRemove(gameId)}
            aria-label={t('sportsbook_multi_remove', { game: name })}
          >
            ×
          </Button>
        </div>
        {game && isGameLive(game) ? <Scoreboard game={game} /> : null}
        {game && !isGameLive(game) ? <GameStatus game={game} /> : null}
        <FeedState
          status={feed.status}
          hasData={game !== undefined}
          onRetry={feed.retry}
          {...(feed.status.httpStatus === 404 ? { errorText: t('sportsbook_multi_game_gone') } : {})}
        />
        {marketIds.length > 0 ? (
          <div className={styles.odds} role="group" aria-label={t('sportsbook_markets')}>
            {marketIds.map((marketId) => (
              <ConnectedOddsButton key={marketId} marketId={marketId} pageType={MULTI_PAGE_TYPE} />
            ))}
          </div>
        ) : null}
      </section>
    </li>
  );
});

/** A live game to pick: a checkbox named by the game, disabled while the page is full. */
const PickRow = memo(function PickRow({
  gameId,
  checked,
  full,
  onToggle,
}: {
  gameId: number;
  checked: boolean;
  full: boolean;
  onToggle: (gameId: number) => void;
}) {
  const { t } = useTranslation();
  const game = useSelector((state: SportsbookUiState) => selectGameById(state, gameId));
  if (!game) return null;
  const scores = game.scores;
  return (
    <label className={styles.pick}>
      <input type="checkbox" checked={checked} disabled={!checked && full} onChange={() => onToggle(gameId)} />
      <span>{gameName(game)}</span>
      {scores ? (
        <span
          className={styles.pickScore}
          aria-label={t('sportsbook_score', { score1: scores.score1, score2: scores.score2 })}
        >
          {scores.score1}:{scores.score2}
        </span>
      ) : null}
    </label>
  );
});

export interface MultiLivePageProps {
  /** Where the choice persists (local storage by default; stories and tests give their own). */
  storage?: MultiLiveStorage | undefined;
}

/**
 * Spec 01 §2 "Multi-live at multi": up to four live games side by side, each with its
 * scoreboard and main markets, picked from the live list, kept between visits, removable.
 */
export function MultiLivePage({ storage }: MultiLivePageProps) {
  const { t } = useTranslation();
  const store = useMemo(() => storage ?? defaultMultiLiveStorage(), [storage]);
  const { ids, toggle } = useMultiChoice(store);
  const live = useFeed({ kind: 'games', section: 'live' });
  const liveIds = useSelector((state: SportsbookUiState) => selectListGameIds(state, live.request));
  const full = ids.length >= MULTI_LIVE_MAX;
  return (
    <div className={styles.page}>
      <PageHeading className={styles.heading}>{t('sportsbook_multi_title')}</PageHeading>
      <p className={styles.muted} aria-live="polite">
        {t('sportsbook_multi_chosen', { count: ids.length, max: MULTI_LIVE_MAX })}
        {full ? ` ${t('sportsbook_multi_full')}` : ''}
      </p>
      {ids.length > 0 ? (
        <ul className={styles.panels} aria-label={t('sportsbook_multi_title')}>
          {ids.map((gameId) => (
            <MultiPanel key={gameId} gameId={gameId} onRemove={toggle} />
          ))}
        </ul>
      ) : (
        <p className={styles.muted}>{t('sportsbook_multi_empty')}</p>
      )}
      <fieldset className={styles.picker}>
        <legend className={styles.pickerTitle}>{t('sportsbook_multi_live_games')}</legend>
        <p className={styles.muted}>{t('sportsbook_multi_hint', { max: MULTI_LIVE_MAX })}</p>
        <FeedState
          status={live.status}
          hasData={liveIds.length > 0}
          onRetry={live.retry}
          emptyText={t('sportsbook_multi_no_live')}
        />
        {liveIds.map((gameId) => (
          <PickRow key={gameId} gameId={gameId} checked={ids.includes(gameId)} full={full} onToggle={toggle} />
        ))}
      </fieldset>
    </div>
  );
}
