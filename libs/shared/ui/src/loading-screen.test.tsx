import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingScreen } from './loading-screen';

describe('LoadingScreen', () => {
  it('shows a status named by the label and the logo', () => {
    render(<LoadingScreen label="Загрузка" logo={<img src="/logo.svg" alt="Bet" />} />);
    expect(screen.getByRole('status', { name: 'Загрузка' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Bet' })).toBeTruthy();
  });
});
