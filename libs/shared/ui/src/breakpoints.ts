/**
 * The screen breakpoints of spec 02 §9 ("Screen breakpoints: 1152, 1280, 1366, 1440, 1680, 1920,
 * 2560, 3840"), in CSS pixels, narrowest first. CSS cannot read a custom property in a media
 * query, so the content width steps of tokens.css write these numbers out; tokens.test.ts holds
 * every `min-width` query there to this list.
 */
export const SCREEN_BREAKPOINTS = [1152, 1280, 1366, 1440, 1680, 1920, 2560, 3840] as const;

export type ScreenBreakpoint = (typeof SCREEN_BREAKPOINTS)[number];

/** The widest breakpoint a viewport of `width` CSS pixels has reached, or null below the first. */
export function screenBreakpointOf(width: number): ScreenBreakpoint | null {
  let reached: ScreenBreakpoint | null = null;
  for (const breakpoint of SCREEN_BREAKPOINTS) if (width >= breakpoint) reached = breakpoint;
  return reached;
}
