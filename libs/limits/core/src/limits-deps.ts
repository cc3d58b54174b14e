import type { Clock, Logger, StoragePort } from '@bet/platform';
import type { ApiClient } from '@bet/request';

/** What the limits sagas get from the outside world: ports of @bet/platform, never a DOM global. */
export interface LimitsDeps {
  /** Sends @bet/contract's limits calls through the request layer (auth, retries). */
  api: Pick<ApiClient, 'call'>;
  clock: Clock;
  logger: Pick<Logger, 'warn' | 'error'>;
  /** Local storage: the reality check's next show time (spec 01 §4), shared by the tabs. */
  storage: StoragePort;
  /** The page's language, sent as X-Language (spec 02 §7): the server's texts (questions, reasons, titles) follow it. */
  language: () => string;
}
