/** The parts of the browser the fingerprint reads; `window` fits. */
export interface DeviceWindow {
  navigator: Pick<Navigator, 'userAgent' | 'language' | 'platform' | 'maxTouchPoints' | 'cookieEnabled'>;
  screen: Pick<Screen, 'width' | 'height' | 'colorDepth'>;
}

/**
 * What the client reads of the device for the fingerprint (spec 02 §3 "Device fingerprint
 * result: ... componentsData"), given to `createFingerprintProvider({ collect })`. Only coarse,
 * non-identifying facts a page can see anyway; the spec lists none, these are ours.
 */
export function collectDeviceComponents(win: DeviceWindow): Record<string, string | number | boolean> {
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
