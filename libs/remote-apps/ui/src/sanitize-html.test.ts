import { describe, expect, it } from 'vitest';
import { isSafeUrl, sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml (sub-app body, README "Security")', () => {
  it('keeps text, headings, lists, links and tables', () => {
    const html =
      '<article class="mf-page"><h1>Rules</h1><p>Read <a href="/en/rules/1">the rules</a>.</p><ul><li>One</li></ul><table><tbody><tr><td colspan="2">x</td></tr></tbody></table></article>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts, styles, iframes and forms with their content', () => {
    const out = sanitizeHtml(
      '<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="https://evil.example"></iframe><form action="https://evil.example"><input name="x"></form><svg><script>alert(2)</script></svg>',
    );
    expect(out).toBe('<p>a</p>');
  });

  it('removes inline handlers and style attributes', () => {
    const out = sanitizeHtml(
      '<p onclick="alert(1)" style="x" class="ok">a</p><img src="/a.png" onerror="alert(1)" alt="A">',
    );
    expect(out).toBe('<p class="ok">a</p><img src="/a.png" alt="A">');
  });

  it('removes javascript:, data: and vbscript: URLs, even when hidden by case or whitespace', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' java\tscript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    }
    expect(isSafeUrl('https://example.com')).toBe(true);
    expect(isSafeUrl('mailto:support@example.com')).toBe(true);
    expect(isSafeUrl('/en/contacts')).toBe(true);
  });

  it('unwraps unknown elements but keeps their text, and drops comments', () => {
    expect(sanitizeHtml('<custom-thing><b>bold</b></custom-thing><!-- note --><font>old</font>')).toBe(
      '<b>bold</b>old',
    );
  });

  it('gives new-tab links rel="noopener noreferrer"', () => {
    expect(sanitizeHtml('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('escapes text so it cannot become markup again', () => {
    expect(sanitizeHtml('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });
});
