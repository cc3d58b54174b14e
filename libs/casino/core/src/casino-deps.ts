import type { Clock, Logger } from '@bet/platform';
import type { ApiClient } from '@bet/request';

/** What the casino's sagas get from the outside world: ports of @bet/platform, never a DOM global. */
export interface CasinoDeps {
  /** Sends @bet/contract's casino calls. */
  api: Pick<ApiClient, 'call'>;
  clock: Clock;
  logger: Pick<Logger, 'warn' | 'error'>;
  /** The language of the texts, sent with a launch so the game speaks it. */
  language: () => string;
  /** Games per page of a list; CASINO_PAGE_SIZE unless given. */
  pageSize?: number;
  /**
   * Loads the casino's sagas on the first casino event (a chunk of their own); tests pass the
   * module itself. A dynamic import unless given.
   */
  loadSagas?: () => Promise<CasinoSagasModule>;
  /** Milliseconds to wait for the game's `gameLoaded`; GAME_LOAD_TIMEOUT_MS unless given. */
  loadTimeoutMs?: number;
}

/** What the chunk of the casino's sagas gives (casino-sagas.ts). */
export interface CasinoSagasModule {
  casinoSagas: (deps: CasinoDeps) => Generator<unknown, void, unknown>;
}
