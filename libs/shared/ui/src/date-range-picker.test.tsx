import { useState } from 'react';
import type { ReactNode } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DateRange } from './date-range';
import { DateRangePicker } from './date-range-picker';
import type { DateRangePickerProps } from './date-range-picker';
import { I18nHarness } from './testing/i18n-harness';

const renderIn = (ui: ReactNode, language = 'en') => render(<I18nHarness language={language}>{ui}</I18nHarness>);

function Controlled(props: Partial<DateRangePickerProps> & { initial?: DateRange }) {
  const [value, setValue] = useState<DateRange>(props.initial ?? { from: '', to: '' });
  return (
    <DateRangePicker
      legend="Placed"
      today="2026-11-27"
      {...props}
      value={value}
      onChange={(range, issue) => {
        props.onChange?.(range, issue);
        setValue(range);
      }}
    />
  );
}

const originalZone = process.env['TZ'];
afterEach(() => {
  process.env['TZ'] = originalZone;
});

describe('DateRangePicker', () => {
  it('is a fieldset named by its legend with two labelled date inputs', () => {
    renderIn(<Controlled min="2026-01-01" max="2026-11-27" />);
    const group = screen.getByRole('group', { name: 'Placed' });
    expect(group.tagName).toBe('FIELDSET');
    const from = within(group).getByLabelText('From') as HTMLInputElement;
    const to = within(group).getByLabelText('To') as HTMLInputElement;
    expect([from.type, from.min, from.max]).toEqual(['date', '2026-01-01', '2026-11-27']);
    expect([to.type, to.min, to.max]).toEqual(['date', '2026-01-01', '2026-11-27']);
  });

  it('hands the typed days on as they are, in any time zone', async () => {
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      process.env['TZ'] = zone;
      const user = userEvent.setup();
      const onChange = vi.fn();
      const { unmount } = renderIn(<Controlled onChange={onChange} />);
      await user.type(screen.getByLabelText('From'), '2026-03-29');
      expect(onChange).toHaveBeenLastCalledWith({ from: '2026-03-29', to: '' }, null);
      fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-10-25' } });
      expect(onChange).toHaveBeenLastCalledWith({ from: '2026-03-29', to: '2026-10-25' }, null);
      // Each date bounds the other.
      expect((screen.getByLabelText('From') as HTMLInputElement).max).toBe('2026-10-25');
      expect((screen.getByLabelText('To') as HTMLInputElement).min).toBe('2026-03-29');
      unmount();
    }
  });

  it('says under the end date that it comes before the start', () => {
    const onChange = vi.fn();
    renderIn(<Controlled initial={{ from: '2026-11-10', to: '' }} onChange={onChange} />);
    const to = screen.getByLabelText('To');
    fireEvent.change(to, { target: { value: '2026-11-01' } });
    expect(onChange).toHaveBeenLastCalledWith(
      { from: '2026-11-10', to: '2026-11-01' },
      { field: 'to', problem: 'to_before_from' },
    );
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('The end date comes before the start date.').id).toBe(to.getAttribute('aria-describedby'));
    expect(screen.getByLabelText('From').getAttribute('aria-invalid')).toBeNull();
  });

  it('says how far back and how long a range may be', () => {
    const { unmount } = renderIn(
      <Controlled initial={{ from: '2025-12-01', to: '' }} min="2026-01-01" max="2026-11-27" maxDays={90} />,
    );
    expect(screen.getByText('Choose a date from January 1, 2026 on.')).toBeTruthy();
    unmount();
    renderIn(<Controlled initial={{ from: '2026-01-01', to: '2026-11-27' }} maxDays={90} />);
    expect(screen.getByText('Choose a range of at most 90 days.')).toBeTruthy();
  });

  it('presets are toggle buttons that set ranges ending today', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderIn(<Controlled onChange={onChange} />);
    const presets = screen.getByRole('group', { name: 'Quick ranges' });
    const week = within(presets).getByRole('button', { name: '7 days' });
    expect(week.getAttribute('aria-pressed')).toBe('false');
    await user.click(week);
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-21', to: '2026-11-27' }, null);
    expect(week.getAttribute('aria-pressed')).toBe('true');
    await user.click(within(presets).getByRole('button', { name: 'Today' }));
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-11-27');
    expect(week.getAttribute('aria-pressed')).toBe('false');
  });

  it('does not offer presets longer than the longest range, and starts them at the earliest day', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderIn(<Controlled onChange={onChange} maxDays={14} min="2026-11-24" />);
    expect(screen.queryByRole('button', { name: '30 days' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '7 days' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-11-24', to: '2026-11-27' }, null);
  });

  it('shows an error from elsewhere as an alert', () => {
    renderIn(<Controlled error="The server refused this range." presets={[]} />);
    expect(screen.getByRole('alert').textContent).toBe('The server refused this range.');
    expect(screen.queryByRole('group', { name: 'Quick ranges' })).toBeNull();
  });

  it('speaks Russian', () => {
    renderIn(<Controlled initial={{ from: '2025-12-01', to: '' }} min="2026-01-01" />, 'ru');
    expect(screen.getByLabelText('С')).toBeTruthy();
    expect(screen.getByRole('button', { name: '30 дней' })).toBeTruthy();
    expect(screen.getByText('Выберите дату не раньше 1 января 2026 г.')).toBeTruthy();
  });
});
