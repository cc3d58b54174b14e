import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PromotionCard } from './promotion-card';

describe('PromotionCard', () => {
  it('is a region named by its heading whose button reports the press', async () => {
    const onAction = vi.fn();
    render(<PromotionCard title="Promotion" actionLabel="Open" onAction={onAction} />);
    const region = screen.getByRole('region', { name: 'Promotion' });
    await userEvent.click(within(region).getByRole('button', { name: 'Open' }));
    expect(onAction).toHaveBeenCalledTimes(1);
  });
});
