/**
 * An allow-list sanitiser for a sub-app's `body` HTML (README.md "Security"). The markup is
 * parsed with DOMParser (parsing runs no script and loads nothing), then rebuilt keeping only
 * the tags and attributes below: no scripts, no event handlers, no style attributes, no
 * javascript: or data: links. Unknown but harmless elements are unwrapped (their text stays);
 * elements that carry code or other documents are dropped with everything in them.
 */
const ALLOWED_TAGS = new Set([
  'a',
  'abbr',
  'article',
  'aside',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'dd',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'i',
  'img',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'time',
  'tr',
  'u',
  'ul',
]);

/** Dropped whole: their content is code, another document, or a form posting elsewhere. */
const DROPPED_TAGS = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'template',
  'noscript',
  'link',
  'meta',
  'base',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'svg',
  'math',
  'title',
  'head',
]);

const GLOBAL_ATTRIBUTES = new Set(['class', 'title', 'lang', 'dir', 'role']);
const TAG_ATTRIBUTES: Record<string, Set<string>> = {
  a: new Set(['href', 'hreflang', 'target', 'rel']),
  img: new Set(['src', 'alt', 'width', 'height']),
  td: new Set(['colspan', 'rowspan', 'headers']),
  th: new Set(['colspan', 'rowspan', 'scope', 'headers']),
  time: new Set(['datetime']),
  ol: new Set(['start', 'reversed']),
};
const URL_ATTRIBUTES = new Set(['href', 'src']);
const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

function isAllowedAttribute(tag: string, name: string): boolean {
  if (name.startsWith('aria-')) return true;
  return GLOBAL_ATTRIBUTES.has(name) || (TAG_ATTRIBUTES[tag]?.has(name) ?? false);
}

/** Relative URLs and http(s), mailto and tel only; whitespace and control characters cannot hide a scheme. */
export function isSafeUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  if (!scheme) return true;
  return SAFE_SCHEMES.has(`${(scheme[1] ?? '').toLowerCase()}:`);
}

function cleanChildren(source: Node, target: Node, doc: Document): void {
  for (const child of Array.from(source.childNodes)) {
    if (child.nodeType === 3) {
      target.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== 1) continue; // comments, processing instructions
    const element = child as Element;
    const tag = element.localName.toLowerCase();
    if (DROPPED_TAGS.has(tag)) continue;
    if (!ALLOWED_TAGS.has(tag)) {
      cleanChildren(element, target, doc);
      continue;
    }
    const copy = doc.createElement(tag);
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      if (!isAllowedAttribute(tag, name)) continue;
      if (URL_ATTRIBUTES.has(name) && !isSafeUrl(attribute.value)) continue;
      copy.setAttribute(name, attribute.value);
    }
    // A link that opens a new tab must not hand the opener to the other page.
    if (tag === 'a' && copy.getAttribute('target') === '_blank') copy.setAttribute('rel', 'noopener noreferrer');
    cleanChildren(element, copy, doc);
    target.appendChild(copy);
  }
}

/** The sanitised HTML of `html`, safe to set as innerHTML. */
export function sanitizeHtml(html: string): string {
  const parsed = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  const output = parsed.implementation.createHTMLDocument('');
  const container = output.createElement('div');
  cleanChildren(parsed.body, container, output);
  return container.innerHTML;
}
