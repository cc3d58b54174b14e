import { CSP_REPORT_PATH } from '@bet/contract';

/** The other origins the site's pages deal with (main.ts: PAYMENT_PROVIDER_PORT, MEDIA_PROVIDER_PORT). */
export interface SiteOrigins {
  /** The payment provider, where the deposit leaves for (a top-level navigation or a form post). */
  paymentProviderUrl: string;
  /** The media provider, whose video and zone pages the site frames. */
  mediaProviderUrl: string;
  /** The game provider, whose game pages the casino's game page frames (unset: none framed). */
  gameProviderUrl?: string;
}

/** The name of the Reporting-Endpoints entry the policy's report-to names. */
export const CSP_REPORT_GROUP = 'csp';

/**
 * The site's Content-Security-Policy, without its nonce (added per answer: script-src and
 * style-src). apps/api README "Security headers and CSP" gives the reason of each line.
 */
export function siteCspDirectives(origins: SiteOrigins): Record<string, string[]> {
  const payment = new URL(origins.paymentProviderUrl).origin;
  const media = new URL(origins.mediaProviderUrl).origin;
  const game = origins.gameProviderUrl === undefined ? [] : [new URL(origins.gameProviderUrl).origin];
  return {
    'default-src': ["'self'"],
    // The page's one module script carries the nonce; what it loads (chunks, sub-app scripts) is
    // trusted through it. Hosts and 'self' are ignored where 'strict-dynamic' is understood.
    'script-src': ["'strict-dynamic'"],
    // The built stylesheets (files), plus <style> elements carrying the nonce (sub-apps' styles).
    'style-src': ["'self'"],
    // The captcha picture and icons are ours; data: for inline SVG icons in CSS.
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    // Every call goes to this origin (the API, the sub-apps); the providers are never fetched.
    'connect-src': ["'self'"],
    // Only the media and game providers' pages are framed (the payment provider refuses framing).
    'frame-src': [media, ...game],
    // Forms post here; the deposit goes to the payment provider.
    'form-action': ["'self'", payment],
    'frame-ancestors': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
    'report-uri': [CSP_REPORT_PATH],
    'report-to': [CSP_REPORT_GROUP],
  };
}

/**
 * Browser features the site does not use, denied to the page and every frame in it (the media
 * frames get none either: `allow=""`).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');
