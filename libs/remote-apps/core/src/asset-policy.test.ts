import { describe, expect, it } from 'vitest';
import { allowedAssetUrl, selectAllowedAssets } from './asset-policy';

const policy = { pageOrigin: 'https://bet.example', allowedOrigins: ['https://cdn.example'] };

describe('asset policy: scripts and styles only from allowed origins', () => {
  it('allows the page origin (relative or absolute) and the configured origins', () => {
    expect(allowedAssetUrl('/mf/footer.css', policy)).toBe('https://bet.example/mf/footer.css');
    expect(allowedAssetUrl('https://bet.example/a.js', policy)).toBe('https://bet.example/a.js');
    expect(allowedAssetUrl('https://cdn.example/b.js', policy)).toBe('https://cdn.example/b.js');
  });

  it('refuses other hosts, other schemes, protocol-relative tricks and credentials', () => {
    for (const url of [
      'https://evil.example/x.js',
      'http://cdn.example/b.js',
      '//evil.example/x.js',
      'javascript:alert(1)',
      'data:text/javascript,alert(1)',
      'https://user:pw@bet.example/a.js',
      'https://bet.example.evil.example/a.js',
    ]) {
      expect(allowedAssetUrl(url, policy)).toBeNull();
    }
  });

  it('keeps each allowed url once and reports the refused ones', () => {
    expect(selectAllowedAssets(['/a.css', 'https://bet.example/a.css', 'https://evil.example/b.css'], policy)).toEqual({
      allowed: ['https://bet.example/a.css'],
      refused: ['https://evil.example/b.css'],
    });
  });
});
