import { useRef, useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';
import type { DialogProps } from './dialog';

function Harness(props: Partial<DialogProps> & { withInitialFocus?: boolean }) {
  const [open, setOpen] = useState(false);
  const amountRef = useRef<HTMLInputElement>(null);
  const { withInitialFocus, ...rest } = props;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Dialog
        open={open}
        title="Sign in"
        closeLabel="Close"
        onClose={() => setOpen(false)}
        initialFocusRef={withInitialFocus ? amountRef : undefined}
        footer={<button type="button">Save</button>}
        {...rest}
      >
        <label>
          Login
          <input />
        </label>
        <label>
          Amount
          <input ref={amountRef} />
        </label>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    render(<Dialog open={false} title="Sign in" closeLabel="Close" onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows its answers as buttons, the secondary one before the primary one', async () => {
    const user = userEvent.setup();
    const leave = vi.fn();
    const confirm = vi.fn();
    render(
      <Dialog
        open
        title="Confirm your age"
        dismissible={false}
        onClose={leave}
        actions={{
          primary: { label: 'I am 18 or older', onClick: confirm },
          secondary: { label: 'Leave', onClick: leave },
        }}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Confirm your age' });
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Leave', 'I am 18 or older']);
    await user.click(screen.getByRole('button', { name: 'I am 18 or older' }));
    expect(confirm).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(leave).toHaveBeenCalledOnce();
  });

  it('a busy answer ignores presses and a disabled one is out of reach', async () => {
    const user = userEvent.setup();
    const signOut = vi.fn();
    const cancel = vi.fn();
    render(
      <Dialog
        open
        title="Sign out?"
        closeLabel="Close"
        onClose={cancel}
        actions={{
          primary: { label: 'Sign out', onClick: signOut, busy: true },
          secondary: { label: 'Cancel', onClick: cancel, disabled: true },
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(signOut).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign out' }).getAttribute('aria-busy')).toBe('true');
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('is a modal dialog named by its title and described by its description', () => {
    render(
      <Dialog
        open
        title="Sign out?"
        description="You can sign in again at any time."
        closeLabel="Close"
        onClose={() => undefined}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Sign out?' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.hasAttribute('open')).toBe(true);
    const describedBy = dialog.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('You can sign in again at any time.');
  });

  it('moves focus to the first field on open and back to the opener on close', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Login' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('focuses the element given by initialFocusRef', async () => {
    const user = userEvent.setup();
    render(<Harness withInitialFocus />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Amount' }));
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open' }));
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.tab(); // Amount
    await user.tab(); // Save (footer)
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
    await user.tab(); // wraps to the close button, the first focusable element
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Save' }));
  });

  it('when not dismissible, has no close button and ignores Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Dialog open title="Approve the new limit" dismissible={false} onClose={onClose}>
        <button type="button">Approve</button>
      </Dialog>,
    );
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Approve the new limit' })).toBeTruthy();
  });
});

describe('Dialog with content that replaces the focused control', () => {
  it('still closes on Escape when focus fell to the body', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(
      <Dialog open title="Sign in" closeLabel="Close" onClose={onClose}>
        <input aria-label="Login" />
      </Dialog>,
    );
    (document.activeElement as HTMLElement).blur();
    expect(document.activeElement).toBe(document.body);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('calls onClose once when closed by its button', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    function Owner() {
      const [open, setOpen] = useState(true);
      return (
        <Dialog
          open={open}
          title="Sign in"
          closeLabel="Close"
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        />
      );
    }
    render(<Owner />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
