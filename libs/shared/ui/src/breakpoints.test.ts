import { describe, expect, it } from 'vitest';
import { SCREEN_BREAKPOINTS, screenBreakpointOf } from './breakpoints';

describe('screen breakpoints (spec 02 §9)', () => {
  it('are the eight widths of the spec, narrowest first', () => {
    expect(SCREEN_BREAKPOINTS).toEqual([1152, 1280, 1366, 1440, 1680, 1920, 2560, 3840]);
  });

  it('a viewport reaches the widest breakpoint not above its width', () => {
    expect(screenBreakpointOf(1000)).toBeNull();
    expect(screenBreakpointOf(1152)).toBe(1152);
    expect(screenBreakpointOf(1919)).toBe(1680);
    expect(screenBreakpointOf(5000)).toBe(3840);
  });
});
