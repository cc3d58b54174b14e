import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

const tabs = [
  { id: 'login', label: 'E-mail or ID' },
  { id: 'phone', label: 'Phone' },
  { id: 'sms', label: 'SMS code' },
] as const;
type Id = (typeof tabs)[number]['id'];

function Harness() {
  const [selected, setSelected] = useState<Id>('login');
  return (
    <Tabs label="Sign-in method" tabs={tabs} selected={selected} onSelect={setSelected}>
      <p>Panel of {selected}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('is a named tab list whose panel is labelled by the selected tab', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Sign-in method' })).toBeTruthy();
    const selected = screen.getByRole('tab', { name: 'E-mail or ID' });
    expect(selected.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Phone' }).getAttribute('aria-selected')).toBe('false');
    expect(screen.getByRole('tabpanel', { name: 'E-mail or ID' }).textContent).toBe('Panel of login');
    expect(selected.getAttribute('aria-controls')).toBe(screen.getByRole('tabpanel').id);
  });

  it('moves with the arrow keys (wrapping), Home and End, one Tab stop only', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'E-mail or ID' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Phone' }));
    expect(screen.getByRole('tabpanel', { name: 'Phone' })).toBeTruthy();
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'SMS code' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'E-mail or ID' }));
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'SMS code' }));
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'E-mail or ID' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getAllByRole('tab').map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
  });

  it('selects on click', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('tab', { name: 'SMS code' }));
    expect(screen.getByRole('tabpanel', { name: 'SMS code' }).textContent).toBe('Panel of sms');
  });
});
