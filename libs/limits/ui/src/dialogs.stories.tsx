import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { limitFixture, questionsFixture } from '@bet/limits/testing';
import { withI18n } from '@bet/ui/testing';
import { ApprovalDialog } from './approval-dialog';
import { QuestionsDialog } from './questions-dialog';
import { RealityCheckDialog } from './reality-check-dialog';
import { SessionLimitEndedDialog } from './session-limit-ended-dialog';

const meta = {
  title: 'Limits/Dialogs',
  component: RealityCheckDialog,
  decorators: [withI18n()],
  args: { open: true, minutes: 30, onAnswer: fn() },
} satisfies Meta<typeof RealityCheckDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RealityCheck: Story = {
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Reality check' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Do not show again this session' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await expect(args.onAnswer).toHaveBeenCalledWith('continue', true);
  },
};

export const Approval: Story = {
  render: () => (
    <ApprovalDialog
      change={limitFixture({ limitType: 20, limitState: 'PENDING', needApprove: true, type: 1, limitValue: 900_000 })}
      language="en"
      busy={false}
      onConfirm={fn()}
      onReject={fn()}
    />
  ),
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Approve your limit change' });
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeTruthy();
  },
};

export const Questions: Story = {
  render: () => (
    <QuestionsDialog open questions={questionsFixture()} answering={false} onSubmit={fn()} onClose={fn()} />
  ),
};

export const SessionLimitEnded: Story = {
  render: () => <SessionLimitEndedDialog open onClose={fn()} />,
};
