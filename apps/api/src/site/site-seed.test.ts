import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { acceptBrandBook } from '@bet/site';
import { seedSiteConfig } from './site-seed';

/** The custom properties of the design tokens (libs/shared/ui/src/tokens.css). */
const tokenNames = new Set(
  [
    ...readFileSync(join(import.meta.dirname, '../../../../libs/shared/ui/src/tokens.css'), 'utf8').matchAll(
      /(--bet-[\w-]+)\s*:/g,
    ),
  ].map((match) => match[1]),
);

describe('the seeded site config', () => {
  it('has a brand book the client applies whole: design tokens with safe values (spec 01 §3 partnerCssBrandBook)', () => {
    const brandBook = seedSiteConfig.partnerCssBrandBook;
    expect(brandBook.length).toBeGreaterThan(0);
    expect(acceptBrandBook(brandBook, (name) => tokenNames.has(name)).rejected).toEqual([]);
  });
});
