import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './select';

const options = [
  { value: '1', label: 'RUB' },
  { value: '2', label: 'USD' },
];

describe('Select', () => {
  it('is a combobox named by its label with the options', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Select label="Currency" options={options} defaultValue="1" onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Currency' }) as HTMLSelectElement;
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['RUB', 'USD']);
    await user.selectOptions(select, 'USD');
    expect(select.value).toBe('2');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('links its error', () => {
    render(<Select label="Currency" options={options} error="Choose a currency" />);
    const select = screen.getByRole('combobox', { name: 'Currency' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Choose a currency').id).toBe(select.getAttribute('aria-describedby'));
  });
});
