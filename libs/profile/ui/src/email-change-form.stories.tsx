import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { SendStatus } from '@bet/profile';
import { Button } from '@bet/ui';
import { withI18n } from '@bet/ui/testing';
import { EmailChangeForm } from './email-change-form';

const meta = {
  title: 'Profile/EmailChangeForm',
  component: EmailChangeForm,
  decorators: [withI18n()],
  args: { current: 'anna@orbitbet.example', pending: null, status: 'idle', onSubmit: fn() },
} satisfies Meta<typeof EmailChangeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('anna@orbitbet.example')).toBeVisible();
    const field = canvas.getByRole('textbox', { name: 'New e-mail' });
    await userEvent.type(field, 'not-an-address');
    await userEvent.click(canvas.getByRole('button', { name: 'Send a confirmation link' }));
    await expect(field).toHaveAccessibleDescription('Enter an e-mail address like name@example.com');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, 'anna.new@orbitbet.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Send a confirmation link' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('anna.new@orbitbet.example');
  },
};

export const Pending: Story = {
  args: { current: '', pending: 'a-very-long-address-for-the-new-mailbox.of.anna@subdomain.orbitbet.example' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No e-mail yet')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(/Waiting for confirmation: a-very-long-address/);
  },
};

function FailingSend() {
  const [status, setStatus] = useState<SendStatus>('idle');
  return (
    <>
      <EmailChangeForm
        current="anna@orbitbet.example"
        pending={null}
        status={status}
        onSubmit={() => setStatus('pending')}
      />
      <Button variant="secondary" onClick={() => setStatus('failed')}>
        Fail the send
      </Button>
    </>
  );
}

/** A refused or failed send keeps what was typed. */
export const FailingSendKeepsText: Story = {
  render: () => <FailingSend />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'New e-mail' });
    await userEvent.type(field, 'taken@orbitbet.example');
    await userEvent.click(canvas.getByRole('button', { name: 'Send a confirmation link' }));
    await expect(canvas.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Fail the send' }));
    await expect(field).toHaveValue('taken@orbitbet.example');
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Отправить ссылку для подтверждения' }),
    ).toBeVisible();
  },
};
