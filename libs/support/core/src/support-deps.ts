import type { Clock } from '@bet/platform';

/** What the sagas get from the outside world: ports of @bet/platform, never a DOM global. */
export interface SupportDeps {
  clock: Clock;
}
