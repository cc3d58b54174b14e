import { describe, expect, it } from 'vitest';
import { escapeXml, gameThumbnailSvg, wrapName } from './thumbnail-svg';

/** A strict check that the SVG is well-formed XML: every tag closed in order, no raw & or <. */
function assertWellFormed(svg: string): void {
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/g;
  let consumed = 0;
  for (const match of svg.matchAll(tag)) {
    expect(match.index, `unexpected text at ${consumed}: ${svg.slice(consumed, consumed + 40)}`).toBe(consumed);
    consumed += match[0].length;
    const [, closing, name, , selfClosing, text] = match;
    if (text !== undefined) {
      expect(text).not.toMatch(/&(?!#\d+;|amp;|lt;|gt;|quot;|apos;)/);
      continue;
    }
    if (closing) expect(stack.pop()).toBe(name);
    else if (!selfClosing) stack.push(name as string);
  }
  expect(consumed).toBe(svg.length);
  expect(stack).toEqual([]);
}

describe('game thumbnails (SVG drawn by the sandbox)', () => {
  it('is a 300x200 SVG with the name, the same for the same game', () => {
    const svg = gameThumbnailSvg({ id: 1001, name: 'Book of Pharaohs', caption: 'Nebula Forge' });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 200"')).toBe(true);
    expect(svg).toContain('>Book of</text>');
    expect(svg).toContain('>Pharaohs</text>');
    expect(svg).toContain('aria-label="Book of Pharaohs"');
    expect(gameThumbnailSvg({ id: 1001, name: 'Book of Pharaohs', caption: 'Nebula Forge' })).toBe(svg);
    expect(gameThumbnailSvg({ id: 1002, name: 'Book of Pharaohs', caption: 'Nebula Forge' })).not.toBe(svg);
    assertWellFormed(svg);
  });

  it('escapes a name that holds markup', () => {
    const name = `<script>alert("x")</script> & 'Tom's' </svg>`;
    const svg = gameThumbnailSvg({ id: 7, name, caption: 'A & B <i>' });
    expect(svg).not.toContain('<script>');
    expect(svg).not.toContain('</svg> ');
    expect(svg.match(/<\/svg>/g)).toHaveLength(1);
    expect(svg).toContain('&#60;script&#62;');
    assertWellFormed(svg);
    expect(escapeXml(`&<>"'`)).toBe('&#38;&#60;&#62;&#34;&#39;');
  });

  it('wraps a long name into at most three lines', () => {
    expect(wrapName('Book of Pharaohs', 16, 3)).toEqual(['Book of Pharaohs']);
    expect(wrapName('Mighty Quest Hold and Win', 16, 3)).toEqual(['Mighty Quest', 'Hold and Win']);
    const long = wrapName('One Two Three Four Five Six Seven Eight Nine Ten Eleven Twelve', 10, 3);
    expect(long).toHaveLength(3);
    expect(long[2]?.endsWith('…')).toBe(true);
    expect(wrapName('Supercalifragilisticexpialidocious', 16, 3)[0]).toHaveLength(16);
  });
});
