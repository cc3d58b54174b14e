import { describe, expect, it } from 'vitest';
import { getConfigGroups } from './config-calls';
import { EMBEDDED_CONFIG_ELEMENT_ID, embeddedConfigBlock, parseEmbeddedConfig } from './embedded-config';
import { siteConfigSchema } from './site-config';
import { siteConfigFixture } from './testing';

describe('siteConfigSchema (spec 02 §3)', () => {
  it('accepts the fixture and drops fields it does not know', () => {
    const parsed = siteConfigSchema.parse({ ...siteConfigFixture(), fatmanApiKey: { key: 'secret' } });
    expect(parsed.companyName).toBe('Orbit Bet');
    expect(parsed).not.toHaveProperty('fatmanApiKey');
  });

  it.each([
    ['a language that is not two lowercase letters', { lng: 'RU' }],
    ['no languages', { languages: [] }],
    ['a negative minimum age', { minAge: -1 }],
    ['a missing company name', { companyName: '' }],
  ])('refuses %s', (_title, override) => {
    expect(siteConfigSchema.safeParse({ ...siteConfigFixture(), ...override }).success).toBe(false);
  });
});

describe('getConfigGroups query', () => {
  it('takes a comma list of group names', () => {
    expect(getConfigGroups.query.safeParse({ groups: 'registration,coupon', lang: 'en' }).success).toBe(true);
  });

  it.each(['', 'a,,b', 'coupon,', 'Coupon', 'a b'])('refuses groups=%j', (groups) => {
    expect(getConfigGroups.query.safeParse({ groups }).success).toBe(false);
  });
});

const OPENING = `<script type="application/json" id="${EMBEDDED_CONFIG_ELEMENT_ID}">`;

describe('embeddedConfigBlock', () => {
  it('writes the config as a JSON data block the browser never runs (apps/api README "CSP")', () => {
    const block = embeddedConfigBlock(siteConfigFixture());
    expect(block.startsWith(OPENING)).toBe(true);
    const json = block.slice(OPENING.length, -'</script>'.length);
    expect(parseEmbeddedConfig(json)).toEqual(siteConfigFixture());
  });

  it('cannot be broken out of by a value holding a closing script tag', () => {
    const block = embeddedConfigBlock(siteConfigFixture({ companyName: '</script><script>alert(1)</script>' }));
    expect(block.match(/<\/script>/g)).toHaveLength(1);
    expect(block).not.toContain('<!--');
    const json = block.slice(OPENING.length, -'</script>'.length);
    expect((parseEmbeddedConfig(json) as { companyName: string }).companyName).toBe(
      '</script><script>alert(1)</script>',
    );
  });
});

describe('parseEmbeddedConfig', () => {
  it('is undefined for a page without the block or with an empty one', () => {
    expect(parseEmbeddedConfig(null)).toBeUndefined();
    expect(parseEmbeddedConfig(undefined)).toBeUndefined();
    expect(parseEmbeddedConfig('  ')).toBeUndefined();
  });

  it('gives text that is not JSON back as itself, for the schema check to refuse', () => {
    expect(parseEmbeddedConfig('{"lng":')).toBe('{"lng":');
    expect(siteConfigSchema.safeParse(parseEmbeddedConfig('{"lng":')).success).toBe(false);
  });
});
