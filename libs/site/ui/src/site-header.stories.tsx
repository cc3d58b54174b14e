import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { siteConfigFixture } from '@bet/contract/testing';
import { withSite } from './site-harness';
import { SiteHeader } from './site-header';

const meta = {
  title: 'Site/Site header',
  component: SiteHeader,
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const threeLanguages = siteConfigFixture({ languages: ['ru', 'en', 'kz'], langHiddenUnauthorized: ['kz'] });

export const Visitor: Story = {
  decorators: [withSite({ language: 'ru', config: threeLanguages })],
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement).getByRole('navigation', { name: 'Язык' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Язык: Русский RU' }));
    const links = within(menu).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['Русский', 'English']);
    await expect(links[0]).toHaveAttribute('aria-current', 'true');
  },
};

/** Languages hidden for visitors appear once a ua cookie marks a sign-in (spec 02 §4). */
export const SignedIn: Story = {
  decorators: [withSite({ language: 'ru', config: threeLanguages, isSignedIn: true })],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Язык: Русский RU' }));
    await expect(within(canvasElement).getByRole('link', { name: 'Қазақша' })).toHaveAttribute('href', '/kz/');
  },
};

export const KeyboardOrder: Story = {
  decorators: [withSite({ language: 'en' })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Orbit Bet: home' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Dark theme', pressed: false })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Language: English EN' })).toHaveFocus();
  },
};

/** Issue 19: the theme switch of the header, pressed while the dark theme is on. */
export const ThemeSwitchPressed: Story = {
  decorators: [withSite({ language: 'ru', appearance: { theme: 'dark' } })],
  play: async ({ canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Тёмная тема' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  },
};

/** The theme follows the system until the player chooses: a dark system presses the switch. */
export const ThemeFollowsTheSystem: Story = {
  decorators: [withSite({ language: 'en', appearance: { systemPrefersDark: true } })],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** The site's sections (issue 19 "Navigation"), inside the casino: its section is marked. */
export const MainNavigationInCasino: Story = {
  decorators: [withSite({ language: 'en', path: '/en/slots/popular' })],
  play: async ({ canvasElement }) => {
    const navigation = within(canvasElement).getByRole('navigation', { name: 'Main navigation' });
    await expect(within(navigation).getByRole('link', { name: 'Casino' })).toHaveAttribute('aria-current', 'true');
    await expect(within(navigation).getByRole('link', { name: 'Results' })).toHaveAttribute('href', '/en/results');
  },
};
