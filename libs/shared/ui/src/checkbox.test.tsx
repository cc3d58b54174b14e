import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('is a checkbox named by its label that toggles by click and Space', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Checkbox label="Keep me signed in" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Keep me signed in' }) as HTMLInputElement;
    await user.click(screen.getByText('Keep me signed in'));
    expect(box.checked).toBe(true);
    box.focus();
    await user.keyboard(' ');
    expect(box.checked).toBe(false);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('links its error', () => {
    render(<Checkbox label="I accept the terms" required error="Confirm to continue" />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Confirm to continue').id).toBe(box.getAttribute('aria-describedby'));
  });
});
