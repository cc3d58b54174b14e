import { describe, expect, it } from 'vitest';
import { createHtmlAppearance } from './html-appearance';

describe('createHtmlAppearance', () => {
  it('sets the theme attributes on the root element and removes the ones turned off', () => {
    const root = document.createElement('html');
    const html = createHtmlAppearance(root);
    html.applyAttributes({
      'data-theme': 'dark',
      'data-font-size': 'large',
      'data-visually-impaired': '',
      'data-compact-view': '',
    });
    expect(root.getAttribute('data-theme')).toBe('dark');
    expect(root.getAttribute('data-font-size')).toBe('large');
    expect(root.hasAttribute('data-visually-impaired')).toBe(true);
    expect(root.hasAttribute('data-compact-view')).toBe(true);
    html.applyAttributes({
      'data-theme': 'light',
      'data-font-size': 'medium',
      'data-visually-impaired': null,
      'data-compact-view': null,
    });
    expect(root.getAttribute('data-theme')).toBe('light');
    expect(root.hasAttribute('data-visually-impaired')).toBe(false);
    expect(root.hasAttribute('data-compact-view')).toBe(false);
  });

  it("puts the brand book's tokens inline, and a new brand book replaces the old one", () => {
    const root = document.createElement('html');
    const html = createHtmlAppearance(root);
    html.applyBrandBook([
      { property: '--bet-color-primary', value: '#0b3d91' },
      { property: '--bet-color-focus', value: '#ffb400' },
    ]);
    expect(root.style.getPropertyValue('--bet-color-primary')).toBe('#0b3d91');
    html.applyBrandBook([{ property: '--bet-color-focus', value: '#ffd000' }]);
    expect(root.style.getPropertyValue('--bet-color-primary')).toBe('');
    expect(root.style.getPropertyValue('--bet-color-focus')).toBe('#ffd000');
  });
});
