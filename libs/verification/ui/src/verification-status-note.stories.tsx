import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { withI18n } from '@bet/ui/testing';
import { VerificationStatusNote } from './verification-status-note';

const meta = {
  title: 'Verification/VerificationStatusNote',
  component: VerificationStatusNote,
  decorators: [withI18n()],
  args: { status: 'verified' },
} satisfies Meta<typeof VerificationStatusNote>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Verified: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Your account is verified.');
  },
};

export const Pending: Story = {
  args: { status: 'pending' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('being reviewed');
  },
};

export const NotVerified: Story = {
  args: { status: 'not-verified' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('not verified yet');
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Ваш аккаунт верифицирован.');
  },
};
