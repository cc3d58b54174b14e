import type { Clock, Logger, StoragePort } from '@bet/platform';
import type { ApiClient } from '@bet/request';

/** What the sagas get from the outside world: ports of @bet/platform, never a DOM global. */
export interface MediaDeps {
  /** The request layer (@bet/request) or a fake. */
  api: { call: ApiClient['call'] };
  clock: Clock;
  logger: Pick<Logger, 'warn' | 'error'>;
  /** Where the side zones persist (spec 01 §4); without it they live as long as the page. */
  storage?: StoragePort;
}
