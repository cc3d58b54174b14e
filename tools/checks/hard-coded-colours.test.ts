import { describe, expect, it } from 'vitest';
import { colourIn, hardCodedColours, hardCodedColoursInCss, hardCodedColoursInTsx } from './hard-coded-colours.ts';
import { workspaceRoot } from './workspace.ts';

/**
 * Issue 19: components use the design tokens only, so light, dark and the partner's brand book
 * reach every page and dialog. The check itself is proven on probes first.
 */
describe('the hard-coded colour check, on probes', () => {
  it.each([
    ['#fff', '#fff'],
    ['1px solid #D0D5DD', '#D0D5DD'],
    ['0 4px 16px rgb(0 0 0 / 0.15)', 'rgb('],
    ['rgba(15, 27, 43, 0.12)', 'rgba('],
    ['hsl(120deg 50% 50%)', 'hsl('],
    ['hwb(0 0% 0%)', 'hwb('],
    ['lab(50% 40 59)', 'lab('],
    ['oklch(70% 0.1 200)', 'oklch('],
    ['white', 'white'],
    ['2px solid Red', 'red'],
    ['var(--bet-color-border, #d0d5dd)', '#d0d5dd'],
    ['Canvas', 'canvas'],
  ])('finds the colour in %s', (value, colour) => {
    expect(colourIn(value)).toBe(colour);
  });

  it.each([
    'transparent',
    'currentColor',
    'inherit',
    'var(--bet-color-primary)',
    'var(--bet-color-warning-surface)',
    'color-mix(in srgb, currentColor 12%, transparent)',
    'color-mix(in srgb, var(--bet-color-primary) 20%, var(--bet-color-surface))',
    'nowrap',
    "system-ui, 'Segoe UI', Roboto",
    'var(--bet-shadow-2)',
  ])('lets %s pass', (value) => {
    expect(colourIn(value)).toBeNull();
  });

  it('reads declarations, not selectors or property names, and skips comments', () => {
    const css =
      '/* #fff white */\n.white-space { white-space: nowrap; }\n.x { color: #fff; }\n.y { border: 1px solid red }';
    expect(hardCodedColoursInCss(css)).toEqual(['3: color: #fff', '4: border: 1px solid red']);
  });

  it('finds colours in inline styles and CSSProperties objects of TSX, not elsewhere', () => {
    const code = [
      "const ok = { tone: 'red' };",
      "const frame: CSSProperties = { background: '#000' };",
      "export const A = () => <div style={{ color: 'white', border: 'var(--bet-color-border)' }} title=\"red\" />;",
    ].join('\n');
    expect(hardCodedColoursInTsx(code)).toEqual(['2: #000', '3: white']);
  });
});

describe('libs/**/src stylesheets and inline styles', () => {
  // It reads every stylesheet and styled component of the workspace: more than the default 5 s on a busy machine.
  it('write no colour out: every colour is a token of libs/shared/ui/src/tokens.css', () => {
    expect(hardCodedColours(workspaceRoot)).toEqual([]);
  }, 60_000);
});
