import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MediaCard } from './media-card';

describe('MediaCard', () => {
  it('is a region named by its heading whose button reports the press', async () => {
    const onAction = vi.fn();
    render(<MediaCard title="Media" actionLabel="Open" onAction={onAction} />);
    const region = screen.getByRole('region', { name: 'Media' });
    await userEvent.click(within(region).getByRole('button', { name: 'Open' }));
    expect(onAction).toHaveBeenCalledTimes(1);
  });
});
