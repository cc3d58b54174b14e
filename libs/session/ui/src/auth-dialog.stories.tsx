import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@bet/ui';
import { AuthDialog } from './auth-dialog';
import type { AuthView } from './auth-dialog';
import { ForgotPasswordForm } from './forgot-password-form';
import { withI18n } from '@bet/ui/testing';
import { SignInForm } from './sign-in-form';

const meta = {
  title: 'Session/AuthDialog',
  component: AuthDialog,
  decorators: [withI18n()],
  args: { open: false, view: 'sign-in', onClose: fn(), children: null },
  // How the app composes it: the header button opens the dialog, the form inside switches views.
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    const [view, setView] = useState<AuthView>(args.view);
    return (
      <>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          Sign in
        </Button>
        <AuthDialog
          open={open}
          view={view}
          onClose={() => {
            args.onClose();
            setOpen(false);
          }}
        >
          {view === 'forgot-password' ? (
            <ForgotPasswordForm status="idle" error={null} onSubmit={fn()} onBack={() => setView('sign-in')} />
          ) : (
            <SignInForm
              forms={['login_password']}
              activeForm="login_password"
              onFormChange={fn()}
              status="idle"
              error={null}
              twoStep={null}
              phoneCodes={[]}
              onSubmit={fn()}
              onSubmitTwoStepCode={fn()}
              onForgotPassword={() => setView('forgot-password')}
              onRegister={fn()}
            />
          )}
        </AuthDialog>
      </>
    );
  },
} satisfies Meta<typeof AuthDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignInThenForgotPassword: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const opener = within(canvasElement).getByRole('button', { name: 'Sign in' });
    await userEvent.click(opener);
    const dialog = await body.findByRole('dialog', { name: 'Sign in' });
    await expect(within(dialog).getByRole('textbox', { name: 'E-mail or player ID' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Forgot password?' }));
    await expect(body.getByRole('dialog', { name: 'Password recovery' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalled();
    await expect(opener).toHaveFocus();
  },
};
