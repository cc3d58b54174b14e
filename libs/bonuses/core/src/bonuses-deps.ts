import type { Logger } from '@bet/platform';
import type { ApiClient } from '@bet/request';

/** What the bonus sagas get from the outside world; the app passes the real ones, tests fakes. */
export interface BonusesDeps {
  /** Sends the calls of @bet/contract's bonus-calls.ts. */
  api: Pick<ApiClient, 'call'>;
  logger: Pick<Logger, 'warn'>;
  /** A fresh id for one claim or exchange (the contract's requestId, 8-64 characters). */
  newRequestId: () => string;
}
