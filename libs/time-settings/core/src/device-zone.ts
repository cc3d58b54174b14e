/**
 * The device's own offset at a moment, in minutes ahead of UTC (the opposite sign of
 * `Date#getTimezoneOffset`), for the "use my device's zone" choice. A port: the app passes the
 * runtime's, tests a fixed one.
 */
export type DeviceZoneOffset = (ms: number) => number;

export const runtimeZoneOffset: DeviceZoneOffset = (ms) => {
  const offset = -new Date(ms).getTimezoneOffset();
  // -0 for UTC: shown and compared as 0.
  return offset === 0 ? 0 : offset;
};
