import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { VerificationCard } from './verification-card';

describe('VerificationCard', () => {
  it('is a region named by its heading whose button reports the press', async () => {
    const onAction = vi.fn();
    render(<VerificationCard title="Verification" actionLabel="Open" onAction={onAction} />);
    const region = screen.getByRole('region', { name: 'Verification' });
    await userEvent.click(within(region).getByRole('button', { name: 'Open' }));
    expect(onAction).toHaveBeenCalledTimes(1);
  });
});
