import { useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from './button';
import { Dialog } from './dialog';
import type { DialogProps } from './dialog';
import { TextField } from './text-field';

/** A page with an opener, so focus hand-over and Escape can be tried in the story. */
function WithOpener(props: DialogProps & { withInitialFocus?: boolean }) {
  const [open, setOpen] = useState(props.open);
  const passwordRef = useRef<HTMLInputElement>(null);
  const { withInitialFocus, children, ...rest } = props;
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <Dialog
        {...rest}
        open={open}
        initialFocusRef={withInitialFocus ? passwordRef : undefined}
        onClose={() => {
          props.onClose();
          setOpen(false);
        }}
      >
        {children ?? (
          <div style={{ display: 'grid', gap: 12 }}>
            <TextField label="Login" />
            <TextField ref={passwordRef} label="Password" type="password" />
          </div>
        )}
      </Dialog>
    </>
  );
}

const meta = {
  title: 'Shared UI/Dialog',
  component: Dialog,
  render: (args) => <WithOpener {...args} />,
  args: {
    open: false,
    title: 'Sign in',
    closeLabel: 'Close',
    onClose: fn(),
    footer: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Sign in</Button>
      </>
    ),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open with the keyboard, focus lands in the first field, Escape closes and focus returns. */
export const KeyboardRoundTrip: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const opener = within(canvasElement).getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);
    const dialog = await body.findByRole('dialog', { name: 'Sign in' });
    await expect(within(dialog).getByRole('textbox', { name: 'Login' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalled();
    await expect(opener).toHaveFocus();
  },
};

export const Open: Story = {
  args: { open: true, description: 'Use your e-mail or player ID.' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Sign in' });
    await expect(dialog).toHaveAccessibleDescription('Use your e-mail or player ID.');
    // Focus stays inside: Shift+Tab from the first field reaches the close button, then wraps.
    await userEvent.tab({ shift: true });
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(within(dialog).getByRole('button', { name: 'Sign in' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  },
};

/** `initialFocusRef` picks the field to start in, e.g. the password when the login is known. */
export const InitialFocus: Story = {
  render: (args) => <WithOpener {...args} open withInitialFocus />,
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Sign in' });
    await expect(within(dialog).getByLabelText('Password')).toHaveFocus();
  },
};

export const CloseButton: Story = {
  args: { open: true },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** A question the player must answer: no close button and Escape does nothing. */
export const NotDismissible: Story = {
  args: {
    open: true,
    dismissible: false,
    size: 'sm',
    title: 'Approve the new deposit limit?',
    children: <p>The new limit takes effect now.</p>,
    footer: (
      <>
        <Button variant="secondary">Reject</Button>
        <Button>Approve</Button>
      </>
    ),
  },
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Approve the new deposit limit?' });
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await expect(within(dialog).getByRole('button', { name: 'Reject' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(dialog).toBeVisible();
  },
};
