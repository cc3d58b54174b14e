import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './password-field';

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed', async () => {
    const user = userEvent.setup();
    render(<PasswordField label="Password" toggleLabel="Show password" />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(input.getAttribute('type')).toBe('password');
    expect(input.getAttribute('autocomplete')).toBe('current-password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');

    await user.type(input, 'secret');
    await user.click(toggle);
    expect(input.getAttribute('type')).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect((input as HTMLInputElement).value).toBe('secret');

    await user.click(toggle);
    expect(input.getAttribute('type')).toBe('password');
  });

  it('shows its error like any field', () => {
    render(<PasswordField label="Password" toggleLabel="Show password" error="Enter the password" />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter the password').id).toBe(input.getAttribute('aria-describedby'));
  });
});
