import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SocialIcon } from './social-icon';

describe('SocialIcon', () => {
  it('is hidden from assistive technology', () => {
    const { container } = render(<SocialIcon iconName="telegram" name="Telegram" />);
    const svg = container.querySelector('svg');
    expect(svg?.getAttribute('aria-hidden')).toBe('true');
    expect(svg?.dataset.icon).toBe('telegram');
  });

  it('matches icon names case-insensitively and knows twitter as x', () => {
    const { container } = render(<SocialIcon iconName="Twitter" name="X" />);
    expect(container.querySelector('svg')?.dataset.icon).toBe('twitter');
  });
});
