/**
 * WCAG 2.1 contrast, as pure functions: the tokens' test proves the theme pairs with them, and
 * the tokens story shows the ratios of the theme on screen.
 */
export type Rgb = readonly [red: number, green: number, blue: number];

/**
 * An opaque colour as tokens.css writes it: `#rgb`, `#rrggbb` or `rgb(r g b)` / `rgb(r, g, b)`
 * (what a browser's getComputedStyle gives). Null for anything else (translucent, color-mix).
 */
export function parseOpaqueColour(text: string): Rgb | null {
  const value = text.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16)) as unknown as Rgb;
  }
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)\s*(?:[,/]\s*(1|100%)\s*)?\)$/.exec(value);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  return null;
}

/** Relative luminance (WCAG 2.1, "relative luminance"). */
export function relativeLuminance([red, green, blue]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue);
}

/** The contrast ratio of two colours, 1 to 21, whichever is lighter. */
export function contrastRatio(first: Rgb, second: Rgb): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

/** WCAG AA: 4.5:1 for body text, 3:1 for large text and the boundaries of controls. */
export const AA_TEXT = 4.5;
export const AA_LARGE_OR_UI = 3;
