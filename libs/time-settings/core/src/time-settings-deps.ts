import type { Clock, CookieStore, Logger } from '@bet/platform';
import type { DeviceZoneOffset } from './device-zone';

/** What the time settings' saga needs from the outside world: ports, never a DOM global. */
export interface TimeSettingsDeps {
  /** The store of the spec's `tzo` and `is12h` cookies (spec 02 §9). */
  cookies: CookieStore;
  clock: Clock;
  /** The device's offset, offered as "use my device's zone". */
  deviceZoneOffset: DeviceZoneOffset;
  logger: Logger;
}
