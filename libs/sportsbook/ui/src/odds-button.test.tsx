import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { I18nHarness } from '@bet/ui/testing';
import { OddsButton, type OddsButtonProps } from './odds-button';

function renderButton(props: Partial<OddsButtonProps> = {}) {
  const onToggle = vi.fn();
  render(
    <I18nHarness>
      <OddsButton gameName="Arsenal – Chelsea" outcome="1" coefText="2.15" onToggle={onToggle} {...props} />
    </I18nHarness>,
  );
  return { onToggle };
}

describe('OddsButton', () => {
  it('is named by the game, the outcome and the coefficient as shown, and toggles on press', async () => {
    const { onToggle } = renderButton();
    const button = screen.getByRole('button', { name: 'Arsenal – Chelsea: 1, 2.15' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(button.textContent).toContain('2.15');
    await userEvent.click(button);
    expect(onToggle).toHaveBeenCalledTimes(1);
  });

  it('shows text its name contains, words apart (WCAG 2.5.3 "Label in Name", axe label-content-name-mismatch)', () => {
    renderButton();
    const button = screen.getByRole('button', { name: 'Arsenal – Chelsea: 1, 2.15' });
    // axe joins the spans' texts as they are and ignores punctuation: "12.15" would not be in the name.
    expect(button.textContent).toBe('1 2.15');
    const words = (text: string) =>
      text
        .replace(/[^\p{L}\p{N}\s]/gu, '')
        .replace(/\s+/g, ' ')
        .trim();
    expect(words(button.getAttribute('aria-label') ?? '')).toContain(words(button.textContent ?? ''));
  });

  it('is pressed while the outcome is in the coupon', () => {
    renderButton({ pressed: true });
    expect(screen.getByRole('button', { name: 'Arsenal – Chelsea: 1, 2.15' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('tells a move up or down in its name and marks it with an arrow', () => {
    renderButton({ move: 'up' });
    const up = screen.getByRole('button', { name: 'Arsenal – Chelsea: 1, 2.15, went up' });
    expect(up.dataset['move']).toBe('up');
    expect(up.querySelector('svg')).not.toBeNull();
  });

  it('says a move down', () => {
    renderButton({ move: 'down', coefText: '1.90' });
    expect(screen.getByRole('button', { name: 'Arsenal – Chelsea: 1, 1.90, went down' }).dataset['move']).toBe('down');
  });

  it('is locked when the market is suspended: disabled, says so, shows no coefficient', async () => {
    const { onToggle } = renderButton({ suspended: true, move: 'up' });
    const button = screen.getByRole('button', { name: 'Arsenal – Chelsea: 1, suspended' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.textContent).not.toContain('2.15');
    expect(button.dataset['move']).toBeUndefined();
    await userEvent.click(button);
    expect(onToggle).not.toHaveBeenCalled();
  });
});
