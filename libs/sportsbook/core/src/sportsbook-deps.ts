import type { Clock, CookieStore, Logger, StoragePort, YieldToMain } from '@bet/platform';
import type { ApiClient } from '@bet/request';

/** Everything the sportsbook sagas need from the outside world, injected so tests fake it. */
export interface SportsbookDeps {
  /** The request layer (@bet/request) or a fake. */
  api: { call: ApiClient['call'] };
  /** Epoch milliseconds: answer times and coefficient moves. */
  clock: Clock;
  /** The current language, sent as `lang` with every feed call. */
  language(): string;
  logger: Pick<Logger, 'warn' | 'error'>;
  /** Where the betting settings persist; without it they live as long as the page. */
  storage?: StoragePort;
  /** Cookies: the market names type under `markets_name_type` (spec 02 §9); none: kept for this visit only. */
  cookies?: CookieStore;
  /**
   * Gives the browser a turn between receiving an answer and applying it, so that parsing and
   * checking a large answer, and applying and rendering it, are two tasks rather than one long
   * one (issue 16). None: an answer is applied in the task it arrived in (tests).
   */
  yieldToMain?: YieldToMain;
}
