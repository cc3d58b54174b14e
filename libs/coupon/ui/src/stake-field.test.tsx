import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { I18nHarness } from '@bet/ui/testing';
import { StakeField } from './stake-field';

function renderField(amount = 0) {
  const onAmountChange = vi.fn();
  const onTextErrorChange = vi.fn();
  const view = render(
    <I18nHarness>
      <StakeField label="Stake" amount={amount} onAmountChange={onAmountChange} onTextErrorChange={onTextErrorChange} />
    </I18nHarness>,
  );
  const rerender = (next: number) =>
    view.rerender(
      <I18nHarness>
        <StakeField label="Stake" amount={next} onAmountChange={onAmountChange} onTextErrorChange={onTextErrorChange} />
      </I18nHarness>,
    );
  return {
    field: screen.getByRole('textbox', { name: 'Stake' }) as HTMLInputElement,
    onAmountChange,
    onTextErrorChange,
    rerender,
  };
}

describe('StakeField', () => {
  it('shows the amount in minor units as text and reports what is typed, exactly', async () => {
    const { field, onAmountChange } = renderField(1000);
    expect(field.value).toBe('10.00');
    await userEvent.clear(field);
    await userEvent.type(field, '0,1');
    expect(onAmountChange).toHaveBeenLastCalledWith(10);
  });

  it('keeps unreadable text with its message and reports the error once until it is fixed', async () => {
    const { field, onAmountChange, onTextErrorChange } = renderField();
    await userEvent.type(field, '5x');
    expect(field.value).toBe('5x');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/one decimal separator/)).toBeTruthy();
    expect(onAmountChange).toHaveBeenLastCalledWith(500);
    expect(onTextErrorChange.mock.calls).toEqual([['format']]);
    await userEvent.type(field, '{Backspace}');
    expect(onTextErrorChange.mock.calls).toEqual([['format'], [null]]);
    expect(screen.queryByText(/one decimal separator/)).toBeNull();
  });

  it('follows an amount set elsewhere (auto max, a cleared coupon), dropping unreadable text', async () => {
    const { field, rerender, onTextErrorChange } = renderField(1000);
    await userEvent.type(field, 'z');
    rerender(500000);
    expect(field.value).toBe('5000.00');
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(onTextErrorChange).toHaveBeenLastCalledWith(null);
  });

  it('takes its error along when it leaves the screen', async () => {
    const { field, onTextErrorChange } = renderField();
    await userEvent.type(field, 'x');
    cleanup();
    expect(onTextErrorChange.mock.calls).toEqual([['format'], [null]]);
  });

  it('does not rewrite what the player typed when the coupon takes the same amount', async () => {
    const { field, rerender } = renderField();
    await userEvent.type(field, '12.5');
    rerender(1250);
    expect(field.value).toBe('12.5');
  });
});
