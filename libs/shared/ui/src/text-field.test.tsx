import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './text-field';

function describedText(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');
}

describe('TextField', () => {
  it('is a textbox named by its label', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextField label="E-mail or player ID" onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'E-mail or player ID' }), 'ab');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('links hint and error to the input and marks it invalid', () => {
    render(<TextField label="Phone" hint="5 to 15 digits" error="Enter the phone number" />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(input)).toBe('5 to 15 digits | Enter the phone number');
  });

  it('is not invalid without an error', () => {
    render(<TextField label="Phone" error={null} />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('marks required fields with the attribute and a marker hidden from screen readers', () => {
    render(<TextField label="Login" required />);
    const input = screen.getByRole('textbox', { name: 'Login' }) as HTMLInputElement;
    expect(input.required).toBe(true);
    expect(screen.getByText('*').getAttribute('aria-hidden')).toBe('true');
  });

  it('passes ref, type, autoComplete and inputMode to the input', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextField ref={ref} label="Code" type="tel" autoComplete="one-time-code" inputMode="numeric" />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    expect(ref.current).toBe(input);
    expect(input.getAttribute('type')).toBe('tel');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.getAttribute('inputmode')).toBe('numeric');
  });
});
