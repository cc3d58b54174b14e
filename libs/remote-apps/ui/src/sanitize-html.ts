import createDOMPurify from 'dompurify';
import type { Config, DOMPurify } from 'dompurify';

/**
 * The sanitiser of a sub-app's `body` HTML (README.md "Security"): DOMPurify, a well-kept
 * library that follows the browsers' parsing quirks (mutation XSS, namespace confusion, DOM
 * clobbering), configured with our allow-list. It keeps only the tags and attributes below: no
 * scripts, no event handlers, no style attributes, no javascript: or data: URLs. Unknown but
 * harmless elements are unwrapped (their text stays); elements that carry code or other
 * documents are dropped with everything in them. It lives in the ui library because it needs a
 * DOM (the core libraries have none).
 */
const ALLOWED_TAGS = [
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
];

/** Dropped whole: their content is code, another document, or a form posting elsewhere. */
const DROPPED_TAGS = [
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
  'noembed',
  'noframes',
  'xmp',
  'plaintext',
  'link',
  'meta',
  'base',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'option',
  'svg',
  'math',
  'title',
  'head',
];

const GLOBAL_ATTRIBUTES = ['class', 'title', 'lang', 'dir', 'role'];
const TAG_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'hreflang', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
  td: ['colspan', 'rowspan', 'headers'],
  th: ['colspan', 'rowspan', 'scope', 'headers'],
  time: ['datetime'],
  ol: ['start', 'reversed'],
};
const URL_ATTRIBUTES = new Set(['href', 'src']);
const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** DOMPurify's own check of URL attributes, as strict as isSafeUrl (a relative URL or one of SAFE_SCHEMES). */
const ALLOWED_URI_REGEXP = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR: [...GLOBAL_ATTRIBUTES, ...new Set(Object.values(TAG_ATTRIBUTES).flat())],
  ALLOW_ARIA_ATTR: true,
  ALLOW_DATA_ATTR: false,
  ALLOWED_URI_REGEXP,
  FORBID_CONTENTS: DROPPED_TAGS,
  KEEP_CONTENT: true,
};

/** Relative URLs and http(s), mailto and tel only; whitespace and control characters cannot hide a scheme. */
export function isSafeUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  if (!scheme) return true;
  return SAFE_SCHEMES.has(`${(scheme[1] ?? '').toLowerCase()}:`);
}

function isAllowedAttribute(tag: string, name: string): boolean {
  if (name.startsWith('aria-')) return true;
  return GLOBAL_ATTRIBUTES.includes(name) || (TAG_ATTRIBUTES[tag]?.includes(name) ?? false);
}

/** One instance of our own, so its hooks never touch another user of DOMPurify on the page. */
let purifier: DOMPurify | undefined;

function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  const instance = createDOMPurify(window);
  // DOMPurify's ALLOWED_ATTR is one list for every tag; our allow-list is per tag, and no
  // data: URL passes (DOMPurify lets data: images through by default).
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    const tag = node.nodeName.toLowerCase();
    const name = data.attrName.toLowerCase();
    if (!isAllowedAttribute(tag, name)) data.keepAttr = false;
    else if (URL_ATTRIBUTES.has(name) && !isSafeUrl(data.attrValue)) data.keepAttr = false;
  });
  // A link that opens a new tab must not hand the opener to the other page.
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName.toLowerCase() === 'a' && node.getAttribute('target') === '_blank') {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = instance;
  return instance;
}

/** The sanitised HTML of `html`, safe to set as innerHTML. */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: false });
}
