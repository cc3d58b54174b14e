import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { documentFixture } from '@bet/verification/testing';
import { withI18n } from '@bet/ui/testing';
import { DocumentList } from './document-list';

const meta = {
  title: 'Verification/DocumentList',
  component: DocumentList,
  decorators: [withI18n()],
  args: {
    status: 'loaded',
    documents: [
      documentFixture({ id: 3, fileName: 'selfie.jpg', mimeType: 'image/jpeg', state: 'pending' }),
      documentFixture({ id: 2, fileName: 'passport.png', state: 'accepted' }),
      documentFixture({ id: 1, fileName: 'bill.pdf', mimeType: 'application/pdf', state: 'rejected' }),
    ],
  },
} satisfies Meta<typeof DocumentList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Your documents' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('State: Pending');
    await expect(items[1]).toHaveTextContent('State: Accepted');
    await expect(items[2]).toHaveTextContent('State: Rejected');
  },
};

export const Empty: Story = {
  args: { documents: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No documents sent yet.' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'pending', documents: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading your documents' })).toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { status: 'failed', documents: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('could not be loaded');
  },
};

export const LongName: Story = {
  args: { documents: [documentFixture({ fileName: `${'very-long-file-name-'.repeat(8)}.png` })] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(1);
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Ваши документы' })).toBeVisible();
  },
};
