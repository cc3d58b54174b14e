import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Stepper } from './stepper';
import { I18nHarness } from './testing/i18n-harness';

const steps = [
  { id: 'data', label: 'Personal data' },
  { id: 'documents', label: 'Documents', description: 'A passport photo' },
  { id: 'review', label: 'Review' },
  { id: 'done', label: 'Done' },
];

const renderIn = (ui: ReactNode, language = 'en') => render(<I18nHarness language={language}>{ui}</I18nHarness>);

describe('Stepper', () => {
  it('is an ordered list named by its label, the current step marked', () => {
    renderIn(<Stepper label="Verification" steps={steps} current="review" />);
    const list = screen.getByRole('list', { name: 'Verification' });
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, null, 'step', null]);
  });

  it('says the state of every step in words', () => {
    renderIn(<Stepper steps={steps} current="documents" />);
    const items = within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '✓Personal data, completed',
      '2Documents, current stepA passport photo',
      '3Review, not started',
      '4Done, not started',
    ]);
  });

  it('goes back to a completed step when the owner allows it; upcoming steps are no buttons', async () => {
    const user = userEvent.setup();
    const onStepSelect = vi.fn();
    renderIn(<Stepper steps={steps} current="review" onStepSelect={onStepSelect} />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      '✓Personal data, completed',
      '✓Documents, completed',
    ]);
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onStepSelect).toHaveBeenCalledWith('documents');
    await user.click(screen.getByRole('button', { name: /Personal data/ }));
    expect(onStepSelect).toHaveBeenLastCalledWith('data');
  });

  it('has no buttons without onStepSelect', () => {
    renderIn(<Stepper steps={steps} current="done" />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });

  it('speaks Russian', () => {
    renderIn(<Stepper steps={steps} current="documents" />, 'ru');
    expect(screen.getByRole('list', { name: 'Шаги' })).toBeTruthy();
    expect(screen.getByText(', выполнен')).toBeTruthy();
  });
});
