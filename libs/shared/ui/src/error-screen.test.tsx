import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ErrorScreen } from './error-screen';

describe('ErrorScreen', () => {
  it('is an alert named by its title, with the message', () => {
    render(<ErrorScreen title="Сайт недоступен" message="Попробуйте позже." />);
    const alert = screen.getByRole('alert', { name: 'Сайт недоступен' });
    expect(within(alert).getByRole('heading', { level: 1, name: 'Сайт недоступен' })).toBeTruthy();
    expect(within(alert).getByText('Попробуйте позже.')).toBeTruthy();
    expect(within(alert).queryByRole('button')).toBeNull();
  });

  it('runs its action from the button', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<ErrorScreen title="No connection" action={{ label: 'Try again', onClick }} />);

    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('ignores the action while it is busy', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<ErrorScreen title="No connection" action={{ label: 'Try again', onClick, busy: true }} />);
    const button = screen.getByRole('button', { name: 'Try again' });

    await user.click(button);

    expect(onClick).not.toHaveBeenCalled();
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it('uses the heading level it is given', () => {
    render(<ErrorScreen title="Oops" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Oops' })).toBeTruthy();
  });
});
