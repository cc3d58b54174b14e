import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREEN_BREAKPOINTS } from './breakpoints';
import { AA_LARGE_OR_UI, AA_TEXT, contrastRatio, parseOpaqueColour, type Rgb } from './contrast';
import { DESIGN_TOKEN_NAMES } from './design-token-names';

/**
 * The design tokens read from tokens.css itself, so the figures proven here are the ones the
 * browser gets: WCAG AA for every text/background pair of both themes, a complete dark theme,
 * the breakpoints and header metrics of spec 02 §9.
 */
type Declarations = Map<string, string>;

// Read from disk: the test runner hands CSS imports (even `?raw` ones) to nobody.
const tokensCss = readFileSync(join(import.meta.dirname, 'tokens.css'), 'utf8');

/** The top-level rules of a stylesheet (not those inside @media), by selector. */
function topLevelRules(css: string): Map<string, Declarations> {
  const source = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const rules = new Map<string, Declarations>();
  let depth = 0;
  let start = 0;
  let selector = '';
  for (let at = 0; at < source.length; at += 1) {
    const char = source[at];
    if (char === '{') {
      if (depth === 0) selector = source.slice(start, at).trim();
      depth += 1;
      start = at + 1;
    } else if (char === '}') {
      depth -= 1;
      if (depth === 0 && !selector.startsWith('@')) {
        const declarations: Declarations = rules.get(selector) ?? new Map();
        for (const match of source.slice(start, at).matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) {
          declarations.set(match[1] ?? '', (match[2] ?? '').replace(/\s+/g, ' ').trim());
        }
        rules.set(selector, declarations);
      }
      start = at + 1;
    }
  }
  return rules;
}

const rules = topLevelRules(tokensCss);
const light = rules.get(':root') ?? new Map<string, string>();
const darkOverrides = rules.get(":root[data-theme='dark']") ?? new Map<string, string>();
const themes = { light, dark: new Map([...light, ...darkOverrides]) } as const;

/** A token's colour in a theme, following var() references. */
function colour(theme: Declarations, name: string): Rgb {
  let value = theme.get(name);
  for (let hops = 0; value?.startsWith('var('); hops += 1) {
    if (hops > 5) throw new Error(`${name}: var() loop`);
    value = theme.get(/^var\((--[\w-]+)\)$/.exec(value)?.[1] ?? '');
  }
  const rgb = value === undefined ? null : parseOpaqueColour(value);
  if (!rgb) throw new Error(`${name} is not an opaque colour: ${value}`);
  return rgb;
}

const ratio = (theme: Declarations, foreground: string, background: string) =>
  contrastRatio(colour(theme, foreground), colour(theme, background));

const TEXT_PAIRS: [foreground: string, background: string][] = [
  ['--bet-color-text', '--bet-color-page'],
  ['--bet-color-text', '--bet-color-surface'],
  ['--bet-color-text', '--bet-color-surface-muted'],
  ['--bet-color-text-muted', '--bet-color-page'],
  ['--bet-color-text-muted', '--bet-color-surface'],
  ['--bet-color-text-muted', '--bet-color-surface-muted'],
  // Links and text buttons are primary-coloured text on the content.
  ['--bet-color-primary', '--bet-color-page'],
  ['--bet-color-primary', '--bet-color-surface'],
  ['--bet-color-chrome-text', '--bet-color-chrome'],
  ['--bet-color-chrome-text', '--bet-color-chrome-raised'],
  ['--bet-color-chrome-text-muted', '--bet-color-chrome'],
  ['--bet-color-chrome-text-muted', '--bet-color-chrome-raised'],
  ['--bet-color-on-primary', '--bet-color-primary'],
  ['--bet-color-on-primary', '--bet-color-primary-hover'],
  ['--bet-color-on-primary', '--bet-color-primary-active'],
  ['--bet-color-on-secondary', '--bet-color-secondary'],
  ['--bet-color-on-secondary', '--bet-color-secondary-hover'],
  ['--bet-color-danger', '--bet-color-danger-surface'],
  ['--bet-color-danger', '--bet-color-surface'],
  ['--bet-color-warning', '--bet-color-warning-surface'],
  ['--bet-color-success', '--bet-color-success-surface'],
  ['--bet-color-success', '--bet-color-surface'],
  ['--bet-color-info', '--bet-color-info-surface'],
  ['--bet-color-on-age', '--bet-color-age'],
  // The age badge: the age colour as text on its own surface disc.
  ['--bet-color-age', '--bet-color-surface'],
  ['--bet-color-on-theme', '--bet-color-theme-epl'],
  ['--bet-color-on-theme', '--bet-color-theme-laliga'],
  ['--bet-color-on-theme', '--bet-color-theme-europaleague'],
  ['--bet-color-on-theme', '--bet-color-theme-champ'],
];

/** The backgrounds a focused control can sit on. */
const FOCUS_BACKGROUNDS = [
  '--bet-color-chrome',
  '--bet-color-chrome-raised',
  '--bet-color-page',
  '--bet-color-surface',
  '--bet-color-surface-muted',
];

describe('tokens.css', () => {
  it('has a light theme on :root and a dark one on :root[data-theme="dark"]', () => {
    expect(light.size).toBeGreaterThan(40);
    expect(darkOverrides.size).toBeGreaterThan(30);
  });

  it('the dark theme overrides every colour, shadow and backdrop token of the light one', () => {
    const colourTokens = [...light.keys()].filter((name) => /^--bet-(color|shadow)-/.test(name));
    expect(colourTokens.filter((name) => !darkOverrides.has(name))).toEqual([]);
  });

  describe.each(Object.keys(themes) as (keyof typeof themes)[])('the %s theme', (name) => {
    const theme = themes[name];

    it.each(TEXT_PAIRS)('text %s on %s meets WCAG AA 4.5:1', (foreground, background) => {
      expect(ratio(theme, foreground, background)).toBeGreaterThanOrEqual(AA_TEXT);
    });

    it('the primary button stands out from the page by 3:1 (WCAG 1.4.11)', () => {
      expect(ratio(theme, '--bet-color-primary', '--bet-color-page')).toBeGreaterThanOrEqual(AA_LARGE_OR_UI);
    });

    it.each(FOCUS_BACKGROUNDS)(
      'the two-tone focus ring has a tone of 3:1 against %s (WCAG 2.4.7, C40)',
      (background) => {
        const best = Math.max(
          ratio(theme, '--bet-color-focus', background),
          ratio(theme, '--bet-color-focus-inner', background),
        );
        expect(best).toBeGreaterThanOrEqual(AA_LARGE_OR_UI);
      },
    );
  });

  it('DESIGN_TOKEN_NAMES lists exactly the custom properties tokens.css defines', () => {
    const defined = new Set([...tokensCss.matchAll(/(--bet-[\w-]+)\s*:/g)].map((match) => match[1]));
    expect([...DESIGN_TOKEN_NAMES].sort()).toEqual([...defined].sort());
  });

  it('steps the content width only at the screen breakpoints of spec 02 §9', () => {
    const queried = [...tokensCss.matchAll(/@media \(min-width: (\d+)px\)/g)].map((match) => Number(match[1]));
    expect(queried.length).toBeGreaterThan(0);
    expect(queried.filter((width) => !(SCREEN_BREAKPOINTS as readonly number[]).includes(width))).toEqual([]);
  });

  it('holds the header metrics of spec 02 §9: padding extra 10, bottom 52', () => {
    expect(light.get('--bet-header-padding-extra')).toBe('10px');
    expect(light.get('--bet-header-padding-bottom')).toBe('52px');
  });

  it('scales the type with the font-size steps and the visually impaired boost', () => {
    expect(light.get('--bet-font-size-md')).toBe('calc(1rem * var(--bet-font-scale))');
    for (const step of ['small', 'large', 'x-large']) {
      expect(rules.get(`:root[data-font-size='${step}']`)?.get('--bet-font-step')).toMatch(/^\d/);
    }
    expect(rules.get(':root[data-visually-impaired]')?.get('--bet-font-boost')).toBe('1.25');
  });
});
