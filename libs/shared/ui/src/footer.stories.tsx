import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AgeBadge } from './age-badge';
import { Footer } from './footer';
import type { SocialLink } from './footer';

const socialLinks: SocialLink[] = [
  { name: 'Telegram', link: 'https://t.me/example', iconName: 'telegram' },
  { name: 'VK', link: 'https://vk.com/example', iconName: 'vk' },
  { name: 'YouTube', link: 'https://www.youtube.com/@example', iconName: 'youtube' },
  { name: 'X', link: 'https://x.com/example', iconName: 'x' },
  { name: 'Instagram', link: 'https://www.instagram.com/example', iconName: 'instagram' },
  { name: 'Mastodon', link: 'https://mastodon.social/@example', iconName: 'mastodon' },
];

const logo = (
  <a href="#home" style={{ color: 'inherit', textDecoration: 'none', fontSize: 22, fontWeight: 800 }}>
    BET·CLUB
  </a>
);

const meta = {
  title: 'Shared UI/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: {
    logo,
    ageBadge: <AgeBadge age={18} label="Only for persons aged 18 and over" />,
    socialLinks,
    socialLinksLabel: 'Social networks',
    newTabHint: 'Opens in a new tab',
    children: (
      <>
        <p style={{ margin: 0 }}>
          Gambling can be addictive. Play responsibly. Licence No. 0000/JAZ issued by the gaming authority.
        </p>
        <p style={{ margin: '8px 0 0' }}>© 2026 Example Ltd</p>
      </>
    ),
  },
  argTypes: {
    logo: { control: false },
    ageBadge: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithSocialLinks: Story = {
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(within(footer).getByRole('img', { name: 'Only for persons aged 18 and over' })).toHaveTextContent(
      '18+',
    );
    const list = within(footer).getByRole('list', { name: 'Social networks' });
    const links = within(list).getAllByRole('link');
    await expect(links).toHaveLength(socialLinks.length);
    for (const social of socialLinks) {
      const link = within(list).getByRole('link', { name: social.name });
      await expect(link).toHaveAttribute('href', social.link);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
      await expect(link).toHaveAccessibleDescription('Opens in a new tab');
    }
  },
};

export const WithoutSocialLinks: Story = {
  args: { socialLinks: [] },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(within(footer).queryByRole('list')).toBeNull();
    await expect(within(footer).getByRole('img', { name: 'Only for persons aged 18 and over' })).toBeVisible();
    await expect(within(footer).getByText('© 2026 Example Ltd')).toBeVisible();
  },
};

export const Translated: Story = {
  args: {
    ageBadge: <AgeBadge age={18} label="Только для лиц старше 18 лет" />,
    socialLinks: socialLinks.slice(0, 3),
    socialLinksLabel: 'Мы в соцсетях',
    newTabHint: 'Откроется в новой вкладке',
    children: <p style={{ margin: 0 }}>© 2026 Пример</p>,
  },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(within(footer).getByRole('img', { name: 'Только для лиц старше 18 лет' })).toBeVisible();
    const list = within(footer).getByRole('list', { name: 'Мы в соцсетях' });
    await expect(within(list).getByRole('link', { name: 'Telegram' })).toHaveAccessibleDescription(
      'Откроется в новой вкладке',
    );
  },
};

export const Minimal: Story = {
  args: { socialLinks: undefined, ageBadge: undefined, children: undefined },
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    await expect(within(footer).getAllByRole('link')).toHaveLength(1);
  },
};
