import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withI18n } from '@bet/ui/testing';
import { ConvertAccountForm } from './convert-account-form';

const meta = {
  title: 'Verification/ConvertAccountForm',
  component: ConvertAccountForm,
  decorators: [withI18n()],
  args: { status: 'loaded', convertStatus: 1, saving: 'idle', messages: [], onConvert: fn() },
} satisfies Meta<typeof ConvertAccountForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Convert the account' }));
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveAccessibleDescription(/name@example.com/);
    await expect(args.onConvert).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'player@example.com');
    await userEvent.type(canvas.getByLabelText(/^Password/), 'long enough');
    await userEvent.click(canvas.getByRole('button', { name: 'Convert the account' }));
    await expect(args.onConvert).toHaveBeenCalledWith({ email: 'player@example.com', password: 'long enough' });
  },
};

export const NotAllowed: Story = {
  args: { convertStatus: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('already has an e-mail');
  },
};

export const Done: Story = {
  args: {
    convertStatus: 0,
    saving: 'done',
    messages: [{ tone: 'success', text: 'convert_account_success', isKey: true }],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('now a full account');
  },
};

export const Loading: Story = {
  args: { status: 'pending', convertStatus: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Checking your account' })).toBeInTheDocument();
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Преобразовать аккаунт' })).toBeVisible();
  },
};
