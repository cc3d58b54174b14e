import type { Logger } from '@bet/platform';
import type { ApiClient } from '@bet/request';

/** What the promotion sagas get from the outside world; the app passes the real ones, tests fakes. */
export interface PromotionDeps {
  /** Sends the calls of @bet/contract's programme-calls.ts. */
  api: Pick<ApiClient, 'call'>;
  logger: Pick<Logger, 'warn'>;
}
