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
  /**
   * Resolves once the page's first paint is on screen (@bet/platform `afterFirstPaint`): the
   * list's first read waits for it, since the first paint shows no video (issue 16). Without it
   * (tests, other hosts) the list is read at once.
   */
  firstPaint?: () => Promise<void>;
}
