import { useTranslation } from 'react-i18next';
import type { GameMode } from '@bet/contract';
import type { GameSessionState } from '@bet/casino';
import { Alert, Button, Spinner, usePageTitle } from '@bet/ui';
import { GameFrame } from './game-frame';
import { SignInLink } from './sign-in-link';
import styles from './casino.module.css';

export interface GamePageViewProps {
  language: string;
  session: GameSessionState;
  signedIn: boolean;
  onModeChange: (mode: GameMode) => void;
  onRetry: () => void;
}

function problemKey(problem: GameSessionState['problem']): string {
  if (problem === 'timeout') return 'casino_game_timeout';
  return problem && problem !== 'unknown' ? `casino_error_${problem}` : 'casino_game_failed';
}

/**
 * Spec 01 §2 slots/game/{gameId}/{gameName} and live-casino/game/...: the game framed from the
 * provider's origin, its loading, failed (with a retry) and sign-in states, and the demo/real
 * switch (libs/casino/core README "Demo or real"). An unknown id is the app's 404 (the connected
 * page shows it).
 */
export function GamePageView({ language, session, signedIn, onModeChange, onRetry }: GamePageViewProps) {
  const { t } = useTranslation();
  const { game, status, launch } = session;
  const name = game?.name ?? t('casino_game_title');
  usePageTitle(name);
  const mode = launch?.mode ?? null;
  const signIn = <SignInLink language={language} />;

  let cover = null;
  if (status === 'failed') {
    cover = (
      <Alert tone="error" action={<Button onClick={onRetry}>{t('casino_retry')}</Button>}>
        {t(problemKey(session.problem))}
      </Alert>
    );
  } else if (status === 'signInNeeded') {
    cover = (
      <p>
        {t('casino_game_sign_in_needed')} {signIn}
      </p>
    );
  } else if (status !== 'ready' && status !== 'loading') cover = <Spinner label={t('casino_game_launching')} />;
  else if (status === 'loading') cover = <Spinner label={t('casino_game_loading')} />;

  return (
    <div className={styles.page}>
      <h1>{name}</h1>
      <div className={styles.toolbar}>
        {game?.providerName ? <span className={styles.muted}>{game.providerName}</span> : null}
        {signedIn && game?.hasDemo ? (
          <div role="group" aria-label={t('casino_mode_label')} className={styles.chips}>
            {(['real', 'demo'] as const).map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={mode === option}
                disabled={status === 'launching' || status === 'resolving'}
                onClick={() => mode !== option && onModeChange(option)}
              >
                {t(`casino_mode_${option}`)}
              </button>
            ))}
          </div>
        ) : null}
        {mode === 'demo' ? <span>{t('casino_mode_demo_note')}</span> : null}
        {!signedIn && status !== 'signInNeeded' ? (
          <span>
            {t('casino_game_real_prompt')} {signIn}
          </span>
        ) : null}
      </div>
      <div className={styles.frameBox} aria-busy={status !== 'ready' && status !== 'failed'}>
        {launch && (status === 'loading' || status === 'ready') ? (
          <GameFrame url={launch.url} title={t('casino_game_frame_title', { game: name })} attempt={session.attempt} />
        ) : null}
        {cover ? <div className={styles.frameCover}>{cover}</div> : null}
      </div>
    </div>
  );
}
