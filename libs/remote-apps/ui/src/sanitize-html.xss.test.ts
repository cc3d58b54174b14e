import { describe, expect, it } from 'vitest';
import { isSafeUrl, sanitizeHtml } from './sanitize-html';

/*
 * Known XSS payloads (the classic cheat-sheet vectors, mutation-XSS strings and DOMPurify's own
 * bypass history) that a sub-app's body must never carry through (README "Security"). Each one
 * must come out harmless: only allow-listed tags and attributes, no handler, no unsafe URL, and
 * stable when parsed again (a string that changes when re-parsed is how mutation XSS works).
 */
const PAYLOADS: readonly [name: string, html: string][] = [
  ['script tag', '<script>alert(1)</script>'],
  ['script tag with src', '<script src="https://evil.example/x.js"></script>'],
  ['script in upper case', '<SCRIPT>alert(1)</SCRIPT>'],
  ['split script tag', '<scr<script>ipt>alert(1)</scr</script>ipt>'],
  ['img onerror', '<img src=x onerror=alert(1)>'],
  ['img onerror without quotes or spaces', '<img/src="x"/onerror=alert(1)>'],
  ['body onload', '<body onload=alert(1)>'],
  ['div onmouseover', '<div onmouseover="alert(1)">hover</div>'],
  ['details ontoggle', '<details open ontoggle=alert(1)>'],
  ['input autofocus onfocus', '<input autofocus onfocus=alert(1)>'],
  ['video source onerror', '<video><source onerror="alert(1)"></video>'],
  ['javascript: link', '<a href="javascript:alert(1)">x</a>'],
  [
    'javascript: link with entities',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  ],
  ['javascript: link with hex entities and tab', '<a href="jav&#x09;ascript:alert(1)">x</a>'],
  ['javascript: link with a newline entity', '<a href="java&NewLine;script:alert(1)">x</a>'],
  ['javascript: link with leading control characters', '<a href="\u0001\u0002javascript:alert(1)">x</a>'],
  ['data: html link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['data: image', '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">'],
  ['vbscript: link', '<a href="vbscript:msgbox(1)">x</a>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['iframe javascript: src', '<iframe src="javascript:alert(1)"></iframe>'],
  ['object data', '<object data="javascript:alert(1)"></object>'],
  ['embed src', '<embed src="javascript:alert(1)">'],
  ['svg onload', '<svg onload=alert(1)>'],
  ['svg script', '<svg><script>alert(1)</script></svg>'],
  [
    'svg animate href',
    '<svg><a><animate attributeName=href values=javascript:alert(1) /><text y=20>x</text></a></svg>',
  ],
  ['svg use external', '<svg><use href="https://evil.example/x.svg#a"/></svg>'],
  ['math with xlink', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  ['math maction javascript', '<math href="javascript:alert(1)">x</math>'],
  ['style expression', '<p style="width: expression(alert(1))">x</p>'],
  ['style url javascript', '<p style="background:url(javascript:alert(1))">x</p>'],
  ['style element import', '<style>@import "https://evil.example/x.css";</style>'],
  ['link stylesheet', '<link rel="stylesheet" href="https://evil.example/x.css">'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['base href', '<base href="https://evil.example/">'],
  ['form action', '<form action="https://evil.example"><button>go</button></form>'],
  ['button formaction', '<button formaction="javascript:alert(1)">x</button>'],
  ['mXSS noscript', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  ['mXSS svg style', '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">'],
  ['mXSS math style', '<math><mi><mglyph><style><!--</style><img title="--&gt;&lt;img src=1 onerror=alert(1)&gt;">'],
  ['mXSS form nesting', '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>'],
  ['mXSS comment in title', '<title><a title="</title><img src=x onerror=alert(1)>">'],
  ['mXSS textarea', '<textarea><img title="</textarea><img src=x onerror=alert(1)>">'],
  ['mXSS xmp', '<xmp><img title="</xmp><img src=x onerror=alert(1)>">'],
  ['template content', '<template><img src=x onerror=alert(1)></template>'],
  ['clobbering name and id', '<img name="cookie"><form id="location"></form><a id="__proto__">x</a>'],
  ['encoded script text stays text', '&lt;script&gt;alert(1)&lt;/script&gt;'],
  ['unclosed attribute', '<a href="https://ok.example" title="x onmouseover=alert(1)//">x</a>'],
  ['backtick attribute', '<img src=`x` onerror=alert(1)>'],
  ['null byte in tag', '<scr\u0000ipt>alert(1)</scr\u0000ipt>'],
  ['target blank without rel', '<a href="https://ok.example" target="_blank" rel="opener">x</a>'],
];

const ALLOWED_ATTRIBUTES = new Set([
  'class',
  'title',
  'lang',
  'dir',
  'role',
  'href',
  'hreflang',
  'target',
  'rel',
  'src',
  'alt',
  'width',
  'height',
  'colspan',
  'rowspan',
  'headers',
  'scope',
  'datetime',
  'start',
  'reversed',
]);
const DANGEROUS_TAGS = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'object',
  'embed',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'textarea',
  'base',
  'meta',
  'link',
  'template',
  'noscript',
  'body',
  'video',
  'source',
  'details',
]);

/** Every problem of a sanitised string: what a browser could run or load from it. */
function harms(html: string): string[] {
  const host = document.createElement('div');
  host.innerHTML = html;
  const found: string[] = [];
  for (const element of Array.from(host.querySelectorAll('*'))) {
    const tag = element.localName;
    if (DANGEROUS_TAGS.has(tag)) found.push(`tag ${tag}`);
    if (element.namespaceURI !== 'http://www.w3.org/1999/xhtml') found.push(`namespace ${element.namespaceURI}`);
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on')) found.push(`handler ${name}`);
      else if (!ALLOWED_ATTRIBUTES.has(name) && !name.startsWith('aria-')) found.push(`attribute ${name}`);
      if ((name === 'href' || name === 'src') && !isSafeUrl(attribute.value)) found.push(`url ${attribute.value}`);
    }
    if (
      tag === 'a' &&
      element.getAttribute('target') === '_blank' &&
      element.getAttribute('rel') !== 'noopener noreferrer'
    ) {
      found.push('new-tab link with opener');
    }
  }
  // Parsed again, it must say the same: mutation XSS lives in strings that change when re-parsed.
  if (host.innerHTML !== html) found.push('changes when parsed again');
  if (sanitizeHtml(html) !== html) found.push('changes when sanitised again');
  return found;
}

describe('sanitizeHtml against known XSS payloads (README "Security")', () => {
  it('has a corpus of at least 30 vectors', () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(PAYLOADS)('%s comes out harmless', (_name, payload) => {
    const out = sanitizeHtml(payload);
    expect(harms(out)).toEqual([]);
    expect(out).not.toMatch(/<script|javascript:|onerror=|onload=|srcdoc|expression\(/i);
  });

  it('keeps the harmless text around a payload', () => {
    expect(sanitizeHtml('<p>Before<img src=x onerror=alert(1)>after</p>')).toBe('<p>Before<img src="x">after</p>');
    expect(sanitizeHtml('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});
