import { describe, expect, it } from 'vitest';
import { createManualColorScheme, createMemoryLogger, createMemoryStorage } from '@bet/platform/testing';
import type { AppearanceAttributes } from './appearance';
import { restoreAppearance } from './restore-appearance';

function restore(stored: Record<string, string>, prefersDark = false) {
  const applied: AppearanceAttributes[] = [];
  const state = restoreAppearance({
    storage: createMemoryStorage(stored),
    logger: createMemoryLogger(),
    colorScheme: createManualColorScheme(prefersDark),
    applyAttributes: (attributes) => void applied.push(attributes),
  });
  return { state, applied };
}

describe('restoreAppearance (issue 16: the theme is on <html> before the app yields the main thread)', () => {
  it('sets the stored settings on the root element at once, with no store, and answers them', () => {
    const { state, applied } = restore({ appTheme: '1', appFontSize: 'large', visuallyImpairedMode: '1' });
    expect(applied).toEqual([
      { 'data-theme': 'dark', 'data-font-size': 'large', 'data-visually-impaired': '', 'data-compact-view': null },
    ]);
    expect(state).toEqual({
      theme: 'dark',
      fontSize: 'large',
      isVisuallyImpaired: true,
      isCompactView: false,
      systemPrefersDark: false,
    });
  });

  it('follows the system scheme when the player has chosen no theme', () => {
    expect(restore({}, true).applied[0]?.['data-theme']).toBe('dark');
    expect(restore({ appTheme: '0' }, true).applied[0]?.['data-theme']).toBe('light');
  });
});
