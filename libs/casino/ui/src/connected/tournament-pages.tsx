import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useParams } from 'react-router';
import {
  casinoTournamentClosed,
  casinoTournamentOpened,
  casinoTournamentRetryRequested,
  casinoTournamentsOpened,
  selectCurrentTournament,
  selectTournamentList,
} from '@bet/casino';
import { TournamentView } from '../tournament-view';
import { TournamentsView } from '../tournaments-view';

/** Spec 01 §2 bonus/casino/tournaments. */
export function CasinoTournamentsPage() {
  const { i18n } = useTranslation();
  const dispatch = useDispatch();
  const list = useSelector(selectTournamentList);
  useEffect(() => {
    dispatch(casinoTournamentsOpened());
  }, [dispatch]);
  return (
    <TournamentsView
      language={i18n.language}
      status={list.status}
      items={list.items}
      onRetry={() => dispatch(casinoTournamentsOpened())}
    />
  );
}

/** Spec 01 §2 tournaments/{id}: the leaderboard is polled while the page is open (the core pauses it while away). */
export function CasinoTournamentPage() {
  const { i18n } = useTranslation();
  const dispatch = useDispatch();
  const { tournamentId = '' } = useParams();
  const current = useSelector(selectCurrentTournament);
  useEffect(() => {
    dispatch(casinoTournamentOpened({ id: tournamentId }));
    return () => {
      dispatch(casinoTournamentClosed());
    };
  }, [dispatch, tournamentId]);
  return (
    <TournamentView
      language={i18n.language}
      current={current}
      onRetry={() => dispatch(casinoTournamentRetryRequested())}
    />
  );
}
