import { describe, expect, it } from 'vitest';
import { withPageNonce } from './page-nonce';

describe('withPageNonce', () => {
  it('marks every script, style and link tag, whatever its case, and adds the csp-nonce meta after <head>', () => {
    const html =
      '<html><HEAD><SCRIPT src="/a.js"></SCRIPT><link rel="modulepreload" href="/b.js" /><style>p{}</style></HEAD>' +
      '<body><script type="application/json" id="c">{}</script></body></html>';
    expect(withPageNonce(html, 'n0+/=')).toBe(
      '<html><HEAD><meta property="csp-nonce" nonce="n0+/="><SCRIPT nonce="n0+/=" src="/a.js"></SCRIPT>' +
        '<link nonce="n0+/=" rel="modulepreload" href="/b.js" /><style nonce="n0+/=">p{}</style></HEAD>' +
        '<body><script nonce="n0+/=" type="application/json" id="c">{}</script></body></html>',
    );
  });

  it('keeps a nonce a tag has, leaves look-alike tags alone and starts a page without <head> with the meta', () => {
    expect(withPageNonce('<scripts><script nonce="x"></script><stylesheet>', 'n')).toBe(
      '<meta property="csp-nonce" nonce="n"><scripts><script nonce="x"></script><stylesheet>',
    );
  });
});
