import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { POLICY_LOGO_PATH } from '@bet/contract';
import { PolicyLogo } from './policy-logo';
import { withSite } from '../site-harness';

const meta = {
  title: 'Site/Widgets/Policy logo',
  component: PolicyLogo,
  decorators: [withSite({ language: 'en' })],
  args: { visible: true, href: '/en/responsiblegaming' },
} satisfies Meta<typeof PolicyLogo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 01 §2: a listed geo country sees the logo. */
export const ListedGeo: Story = {
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: 'Responsible gaming policy' });
    await expect(link).toHaveAttribute('href', '/en/responsiblegaming');
    await expect(canvasElement.querySelector(`img[src="${POLICY_LOGO_PATH}"]`)).not.toBeNull();
  },
};

/** Any other geo: only the hidden image (spec 02 §7), nothing a player sees or hears. */
export const OtherGeo: Story = {
  args: { visible: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector(`img[src="${POLICY_LOGO_PATH}"]`)).not.toBeNull();
  },
};
