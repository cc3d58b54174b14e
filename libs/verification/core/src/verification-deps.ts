import type { Logger } from '@bet/platform';
import type { ApiClient } from '@bet/request';

/** What the sagas get from the outside world; the app passes the real ones, tests fakes. */
export interface VerificationDeps {
  /** Sends the calls of @bet/contract's verification-calls.ts. */
  api: Pick<ApiClient, 'call'>;
  logger: Pick<Logger, 'warn'>;
}
