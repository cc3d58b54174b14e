import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SocialIcon } from './social-icon';

const known = ['telegram', 'vk', 'youtube', 'x', 'twitter', 'facebook', 'instagram', 'whatsapp'];

const meta = {
  title: 'Shared UI/SocialIcon',
  component: SocialIcon,
  args: { iconName: 'telegram', name: 'Telegram', size: 24 },
} satisfies Meta<typeof SocialIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {
  play: async ({ canvasElement }) => {
    const svg = canvasElement.querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).toHaveAttribute('data-icon', 'telegram');
  },
};

/** Every known glyph, and the first-letter fallback for a network the set does not know. */
export const AllGlyphs: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center', color: 'var(--bet-color-text)' }}>
      {known.map((iconName) => (
        <SocialIcon key={iconName} {...args} iconName={iconName} name={iconName} />
      ))}
      <SocialIcon {...args} iconName="mastodon" name="Mastodon" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const icons = [...canvasElement.querySelectorAll('svg')];
    await expect(icons).toHaveLength(known.length + 1);
    await expect(icons.at(-1)).toHaveAttribute('data-icon', 'fallback');
    await expect(icons.at(-1)).toHaveTextContent('M');
  },
};
