import { describe, expect, it } from 'vitest';
import { collectDeviceComponents } from './device-components';

describe('collectDeviceComponents (spec 02 §3 fingerprint componentsData)', () => {
  it('reads coarse facts of the browser and the screen', () => {
    const components = collectDeviceComponents({
      navigator: { userAgent: 'UA', language: 'en-GB', platform: 'Linux', maxTouchPoints: 0, cookieEnabled: true },
      screen: { width: 1920, height: 1080, colorDepth: 24 },
    });
    expect(components).toEqual({
      userAgent: 'UA',
      language: 'en-GB',
      platform: 'Linux',
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      screen: '1920x1080',
      colorDepth: 24,
      touch: false,
      cookies: true,
    });
  });
});
