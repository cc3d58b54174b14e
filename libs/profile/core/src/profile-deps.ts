import type { Clock } from '@bet/platform';
import type { ApiClient } from '@bet/request';

/** What the profile sagas get from the outside world; the app passes the real ones, tests fakes. */
export interface ProfileDeps {
  /** Sends the calls of @bet/contract's personal-data-calls.ts. */
  api: Pick<ApiClient, 'call'>;
  /** Epoch ms: the day the birth date and passport date are checked against. */
  clock: Clock;
}
