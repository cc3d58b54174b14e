import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { FormStatus } from '@bet/support';
import { Button } from '@bet/ui';
import { withI18n } from '@bet/ui/testing';
import { EmailForm } from './email-form';

const meta = {
  title: 'Support/EmailForm',
  component: EmailForm,
  decorators: [withI18n()],
  args: { status: 'idle', onSubmit: fn() },
} satisfies Meta<typeof EmailForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Subject/ }), 'Hi');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the e-mail' }));
    await expect(canvas.getByText('The subject is 3 to 120 characters long')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(/10 to 2000/);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: /Subject/ }), ' there');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), ' but now long enough');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the e-mail' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ subject: 'Hi there', text: 'short but now long enough' });
  },
};

/** The send fails (status pending -> failed): what was typed stays; a success (-> done) clears it. */
function FailingThenDone() {
  const [status, setStatus] = useState<FormStatus>('idle');
  return (
    <>
      <EmailForm status={status} onSubmit={() => setStatus('pending')} />
      <Button variant="secondary" onClick={() => setStatus('failed')}>
        Fail the send
      </Button>
      <Button variant="secondary" onClick={() => setStatus('done')}>
        Finish the send
      </Button>
    </>
  );
}

export const FailingSendKeepsText: Story = {
  render: () => <FailingThenDone />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Subject/ }), 'Payout');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Message' }), 'Where is my payout?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the e-mail' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Fail the send' }));
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue('Where is my payout?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the e-mail' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Finish the send' }));
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Отправить письмо' })).toBeVisible();
  },
};
