import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CasinoCard } from './casino-card';

describe('CasinoCard', () => {
  it('is a region named by its heading whose button reports the press', async () => {
    const onAction = vi.fn();
    render(<CasinoCard title="Casino" actionLabel="Open" onAction={onAction} />);
    const region = screen.getByRole('region', { name: 'Casino' });
    await userEvent.click(within(region).getByRole('button', { name: 'Open' }));
    expect(onAction).toHaveBeenCalledTimes(1);
  });
});
