import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('is a button named by its content and of type "button" unless told otherwise', () => {
    render(
      <>
        <Button>Place bet</Button>
        <Button type="submit">Log in</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Place bet' }).getAttribute('type')).toBe('button');
    expect(screen.getByRole('button', { name: 'Log in' }).getAttribute('type')).toBe('submit');
  });

  it('calls its handler on click, Enter and Space', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Place bet</Button>);

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Place bet' }));
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    await user.click(screen.getByRole('button', { name: 'Place bet' }));

    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('does nothing when disabled', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Place bet
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Place bet' });

    await user.click(button);

    expect(onClick).not.toHaveBeenCalled();
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('when busy, says so, keeps focus and ignores activation', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button busy onClick={onClick}>
        Place bet
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Place bet' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(false);

    await user.click(button);
    await user.keyboard('{Enter}');

    expect(onClick).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(button);
  });

  it('does not submit its form a second time while busy', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" busy>
          Log in
        </Button>
      </form>,
    );

    await user.click(screen.getByRole('button', { name: 'Log in' }));

    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('has no aria-busy when idle', () => {
    render(<Button>Place bet</Button>);
    expect(screen.getByRole('button', { name: 'Place bet' }).hasAttribute('aria-busy')).toBe(false);
  });

  it('passes its ref to the <button> element', () => {
    const ref = createRef<HTMLButtonElement>();
    render(<Button ref={ref}>Place bet</Button>);
    expect(ref.current).toBe(screen.getByRole('button', { name: 'Place bet' }));
  });

  it('passes other attributes through', () => {
    render(
      <Button variant="ghost" size="sm" aria-describedby="hint" data-testid="x">
        Clear
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Clear' });
    expect(button.getAttribute('aria-describedby')).toBe('hint');
    expect(button.dataset.variant).toBe('ghost');
    expect(button.dataset.size).toBe('sm');
  });
});
