import { describe, expect, it } from 'vitest';
import { languageFiles, withModulePreloads, type BuildManifest } from './language-preload';

/** Issue 16 "the HTML preloads what the first route needs": the language's texts chunk. */

const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/index-a1.js', imports: ['_vendor-b2.js'] },
  '_vendor-b2.js': { file: 'assets/vendor-b2.js' },
  '_names-c3.js': { file: 'assets/names-c3.js' },
  '../../libs/shared/i18n/src/locales/ru-core.ts': { file: 'assets/ru-d4.js', imports: ['_names-c3.js'] },
  '../../libs/shared/i18n/src/locales/en-core.ts': { file: 'assets/en-e5.js', imports: ['_names-c3.js'] },
  '../../libs/shared/i18n/src/locales/tr.ts': { file: 'assets/tr-f6.js', imports: ['_names-c3.js'] },
};

describe('languageFiles', () => {
  it('names a complete language’s chunk and what it imports, once each', () => {
    expect(languageFiles(MANIFEST, 'ru')).toEqual(['/assets/ru-d4.js', '/assets/names-c3.js']);
  });

  it('adds en for a language that falls back to it', () => {
    expect(languageFiles(MANIFEST, 'tr')).toEqual(['/assets/tr-f6.js', '/assets/names-c3.js', '/assets/en-e5.js']);
  });

  it('names only en for a language the build has no texts for', () => {
    expect(languageFiles(MANIFEST, 'fr')).toEqual(['/assets/en-e5.js', '/assets/names-c3.js']);
  });
});

describe('withModulePreloads', () => {
  const page =
    '<html><head><script type="module" src="/assets/index-a1.js"></script>' +
    '<link rel="modulepreload" href="/assets/names-c3.js"></head><body></body></html>';

  it('links each file before </head>, skipping those the page already links', () => {
    const html = withModulePreloads(page, ['/assets/ru-d4.js', '/assets/names-c3.js']);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/ru-d4.js"></head>');
    expect(html.match(/names-c3/g)).toHaveLength(1);
  });

  it('leaves a page without a head as it is', () => {
    expect(withModulePreloads('<p>x</p>', ['/assets/ru-d4.js'])).toBe('<p>x</p>');
  });
});
