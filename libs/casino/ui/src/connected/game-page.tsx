import { useCallback, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate, useParams } from 'react-router';
import {
  gameMessageAccepted,
  gameMessageIgnored,
  gameModeChosen,
  gamePageClosed,
  gamePageOpened,
  gameRetryRequested,
  selectCasinoSignedIn,
  selectGameSession,
  type GameMessageVerdict,
  type MessageLike,
} from '@bet/casino';
import { routePath } from '@bet/routing';
import { useGameMessages } from '../game-frame';
import { GamePageView } from '../game-page-view';
import { lobbyPathOf } from '../links';

export interface CasinoGamePageProps {
  /** The app's 404 page, shown for an unknown game id (issue 14). */
  notFound: ReactNode;
  /** Where the game's messages come from; the window unless given. */
  messages?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** The route parameter holding the game id (`gameId`; lotto's `lottoId`). */
  gameIdParam?: string;
  /** A game id found by the page itself (a bonus game by its slug), instead of the address's. */
  gameId?: number;
}

/** A positive integer id from the address, or null (the route lets any slug through). */
function gameIdOf(raw: string | undefined): number | null {
  if (!raw || !/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * Spec 01 §2 slots/game/{gameId}/{gameName} and live-casino/game/...: opens the game's session
 * (closed on leaving), listens to the framed game's messages through acceptGameMessage, and
 * follows the game out: gameClosed back to its lobby, depositAsked to the deposit page.
 */
export function CasinoGamePage({
  notFound,
  messages,
  gameIdParam = 'gameId',
  gameId: fixedGameId,
}: CasinoGamePageProps) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const params = useParams();
  const gameId = fixedGameId ?? gameIdOf(params[gameIdParam]);
  const session = useSelector(selectGameSession);
  const signedIn = useSelector(selectCasinoSignedIn);
  useEffect(() => {
    if (gameId === null) return undefined;
    dispatch(gamePageOpened({ gameId }));
    return () => {
      dispatch(gamePageClosed());
    };
  }, [dispatch, gameId]);
  const onVerdict = useCallback(
    (verdict: GameMessageVerdict, event: MessageLike) => {
      if (verdict.accepted) dispatch(gameMessageAccepted({ message: verdict.message }));
      // Before a launch nothing is expected: the page's other scripts' messages are not worth a log.
      else if (verdict.reason !== 'noLaunch')
        dispatch(gameMessageIgnored({ origin: event.origin, reason: verdict.reason }));
    },
    [dispatch],
  );
  useGameMessages(
    messages ?? (typeof window === 'undefined' ? undefined : window),
    session.launch?.origin ?? null,
    onVerdict,
  );
  const { exit, game } = session;
  useEffect(() => {
    if (exit === 'lobby') void navigate(lobbyPathOf(game, language));
    if (exit === 'deposit') void navigate(routePath('recharge', { language }));
  }, [exit, game, language, navigate]);
  if (gameId === null || session.status === 'notFound') return <>{notFound}</>;
  return (
    <GamePageView
      language={language}
      session={session}
      signedIn={signedIn}
      onModeChange={(mode) => dispatch(gameModeChosen({ mode }))}
      onRetry={() => dispatch(gameRetryRequested())}
    />
  );
}
