/**
 * What the client can read of the device for the fingerprint (spec 02 §3 "Device fingerprint
 * result: ... componentsData"). Only coarse, non-identifying facts a page can see anyway.
 */
export function collectDeviceComponents(win: Window): Record<string, string | number | boolean> {
  return {
    userAgent: win.navigator.userAgent,
    language: win.navigator.language,
    platform: win.navigator.platform,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    screen: `${win.screen.width}x${win.screen.height}`,
    colorDepth: win.screen.colorDepth,
    touch: win.navigator.maxTouchPoints > 0,
    cookies: win.navigator.cookieEnabled,
  };
}
