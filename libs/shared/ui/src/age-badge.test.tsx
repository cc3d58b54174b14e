import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AgeBadge } from './age-badge';

describe('AgeBadge', () => {
  it('shows the age and is one image named by the label', () => {
    render(<AgeBadge age={21} label="Только для лиц старше 21 года" />);
    const badge = screen.getByRole('img', { name: 'Только для лиц старше 21 года' });
    expect(badge.textContent).toBe('21+');
  });

  it('defaults to 18 with an English name', () => {
    render(<AgeBadge />);
    expect(screen.getByRole('img', { name: 'Only for persons aged 18 and over' }).textContent).toBe('18+');
  });
});
