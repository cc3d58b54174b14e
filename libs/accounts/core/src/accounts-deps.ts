import type { Clock, LocationPort, Logger } from '@bet/platform';
import type { ApiClient } from '@bet/request';

/** What the sagas get from the outside world: ports of @bet/platform, never a DOM global. */
export interface AccountsDeps {
  /** The request layer; the sagas send the contract's account calls through it. */
  api: ApiClient;
  clock: Clock;
  logger: Logger;
  /** Where the player is: a successful account change is announced outside the listed routes. */
  location: Pick<LocationPort, 'pathname'>;
}
