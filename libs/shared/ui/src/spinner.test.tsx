import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status named by its label, with the label as its text', () => {
    render(<Spinner label="Загрузка линии" />);
    const status = screen.getByRole('status', { name: 'Загрузка линии' });
    expect(status.textContent).toBe('Загрузка линии');
  });

  it('defaults to an English name', () => {
    render(<Spinner />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
  });
});
