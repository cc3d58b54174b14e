import type { Clock, Logger } from '@bet/platform';
import type { ApiClient } from '@bet/request';

/** What the support sagas get from the outside world; the app passes the real ones, tests fakes. */
export interface SupportDeps {
  /** Sends the calls of @bet/contract's support-calls.ts. */
  api: Pick<ApiClient, 'call'>;
  /** Epoch ms; stamps the chat's last answer. */
  clock: Clock;
  logger: Pick<Logger, 'warn'>;
}
