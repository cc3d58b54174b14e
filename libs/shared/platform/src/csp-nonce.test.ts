import { describe, expect, it } from 'vitest';
import { documentCspNonce, type NonceDocument } from './csp-nonce';

/** A page holding one csp-nonce meta tag, as the browser shows it: the nonce property set, the attribute hidden. */
function pageWith(meta: { nonce?: string; attribute?: string } | null): NonceDocument {
  return {
    querySelector: (selectors) => {
      expect(selectors).toBe('meta[property="csp-nonce"]');
      if (!meta) return null;
      return { nonce: meta.nonce, getAttribute: () => meta.attribute ?? null } as unknown as Element;
    },
  };
}

describe('documentCspNonce', () => {
  it("reads the page's nonce from its csp-nonce meta tag, through the property the browser keeps", () => {
    expect(documentCspNonce(pageWith({ nonce: 'abc+/=', attribute: '' }))).toBe('abc+/=');
  });

  it('falls back to the attribute where the property is missing', () => {
    expect(documentCspNonce(pageWith({ attribute: 'xyz' }))).toBe('xyz');
  });

  it('is undefined for a page without one (the dev server, a test)', () => {
    expect(documentCspNonce(pageWith(null))).toBeUndefined();
    expect(documentCspNonce(pageWith({ nonce: '', attribute: '' }))).toBeUndefined();
  });
});
