import { describe, expect, it } from 'vitest';
import { getConfigGroups } from './config-calls';
import { embeddedConfigScript, EMBEDDED_CONFIG_GLOBAL } from './embedded-config';
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

describe('embeddedConfigScript', () => {
  it('writes the config under the global the client reads', () => {
    const script = embeddedConfigScript(siteConfigFixture());
    const json = script.slice(`<script>window.${EMBEDDED_CONFIG_GLOBAL}=`.length, -'</script>'.length);
    expect(JSON.parse(json)).toEqual(siteConfigFixture());
  });

  it('cannot be broken out of by a value holding a closing script tag', () => {
    const script = embeddedConfigScript(siteConfigFixture({ companyName: '</script><script>alert(1)</script>' }));
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).not.toContain('<!--');
    const json = script.slice(`<script>window.${EMBEDDED_CONFIG_GLOBAL}=`.length, -'</script>'.length);
    expect(JSON.parse(json).companyName).toBe('</script><script>alert(1)</script>');
  });
});
