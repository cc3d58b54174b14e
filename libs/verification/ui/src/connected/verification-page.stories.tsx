import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { verificationLoaded, verificationReducer } from '@bet/verification';
import { documentFixture, verificationFieldsFixture } from '@bet/verification/testing';
import { withStore } from '@bet/ui/testing';
import { VerificationPage } from './verification-page';

/** The page over a store brought into state through the slice's own events (no saga runs). */
const meta = {
  title: 'Verification/VerificationPage',
  component: VerificationPage,
  decorators: [
    withStore({
      reducer: { verification: verificationReducer },
      actions: [
        verificationLoaded({
          fields: verificationFieldsFixture({ user_status_id: 1, verification_status: 0 }),
          documents: [documentFixture()],
        }),
      ],
    }),
  ],
} satisfies Meta<typeof VerificationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Verification' })).toBeVisible();
    await expect(canvas.getByText('Your documents are being reviewed.')).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Send a document' })).toBeVisible();
    const documents = canvas.getByRole('region', { name: 'Your documents' });
    await expect(within(documents).getByText('passport.png')).toBeVisible();
  },
};
