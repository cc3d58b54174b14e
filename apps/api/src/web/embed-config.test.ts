import { EMBEDDED_CONFIG_ELEMENT_ID } from '@bet/contract';
import { siteConfigFixture } from '@bet/contract/testing';
import { describe, expect, it } from 'vitest';
import { embedConfigInPage, withHtmlLang } from './embed-config';

const config = siteConfigFixture({ lng: 'en' });
const script = `<script type="application/json" id="${EMBEDDED_CONFIG_ELEMENT_ID}">`;

describe('embedConfigInPage', () => {
  it('puts the JSON data block right before </head>, whatever its case', () => {
    const html = embedConfigInPage('<html><HEAD><title>x</title></HEAD><body></body></html>', config);
    expect(html).toMatch(
      /<title>x<\/title><script type="application\/json" id="site-config">\{.*\}<\/script><\/HEAD><body>/,
    );
  });

  it('uses <body> or the start when the page has no </head>', () => {
    expect(embedConfigInPage('<p>a</p><body>b</body>', config).indexOf(script)).toBe('<p>a</p>'.length);
    expect(embedConfigInPage('<p>a</p>', config).startsWith(script)).toBe(true);
  });
});

describe('withHtmlLang', () => {
  it('replaces or adds the lang attribute of <html> only', () => {
    expect(withHtmlLang('<!doctype html><html lang="en" dir="ltr"><body lang="x">', 'ru')).toBe(
      '<!doctype html><html lang="ru" dir="ltr"><body lang="x">',
    );
    expect(withHtmlLang("<html class='a' LANG=en>", 'kz')).toBe('<html lang="kk" class=\'a\'>');
    expect(withHtmlLang('<html>', 'ru')).toBe('<html lang="ru">');
  });
});
