import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('is a group named by its heading, with its text and action', async () => {
    const user = userEvent.setup();
    const onClear = vi.fn();
    render(
      <EmptyState
        title="No bets match the filters"
        illustration={<svg role="img" aria-label="Empty coupon" />}
        action={<Button onClick={onClear}>Clear the filters</Button>}
      >
        Try a longer period or another status.
      </EmptyState>,
    );
    const group = screen.getByRole('group', { name: 'No bets match the filters' });
    expect(within(group).getByRole('heading', { level: 2, name: 'No bets match the filters' })).toBeTruthy();
    expect(within(group).getByText('Try a longer period or another status.')).toBeTruthy();
    // The picture is decoration: the heading and the text say it all.
    expect(within(group).queryByRole('img')).toBeNull();
    await user.click(within(group).getByRole('button', { name: 'Clear the filters' }));
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('takes the heading level of its place in the page; text and action are optional', () => {
    render(<EmptyState title="No games" headingLevel={3} />);
    const group = screen.getByRole('group', { name: 'No games' });
    expect(within(group).getByRole('heading', { level: 3 })).toBeTruthy();
    expect(group.childElementCount).toBe(1);
  });
});
