import type { CSSProperties } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './button';
import { Header } from './header';

const linkStyle: CSSProperties = { color: 'inherit', textDecoration: 'none', fontWeight: 500 };

const logo = (
  <a href="#home" style={{ ...linkStyle, fontSize: 22, fontWeight: 800, letterSpacing: '0.04em' }}>
    BET<span style={{ color: 'var(--bet-color-focus)' }}>·</span>CLUB
  </a>
);

const navigation = (
  <ul style={{ display: 'flex', gap: 24, margin: 0, padding: 0, listStyle: 'none' }}>
    {['Line', 'Live', 'Cyber', 'Casino', 'Live casino', 'Promotions'].map((item) => (
      <li key={item}>
        <a href={`#${item.toLowerCase().replace(' ', '-')}`} style={linkStyle}>
          {item}
        </a>
      </li>
    ))}
  </ul>
);

const onLogIn = fn();

const actions = (
  <>
    <Button variant="ghost" onClick={onLogIn}>
      Log in
    </Button>
    <Button variant="primary">Registration</Button>
  </>
);

const meta = {
  title: 'Shared UI/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  args: { logo, navigation, actions, navigationLabel: 'Main' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['single', 'double'] },
    logo: { control: false },
    navigation: { control: false },
    actions: { control: false },
  },
  beforeEach: () => {
    onLogIn.mockClear();
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SingleRow: Story = {
  args: { variant: 'single' },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    const nav = within(banner).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(6);
    // One row: the navigation sits level with the logo.
    const logoBox = within(banner).getByRole('link', { name: /BET/ }).getBoundingClientRect();
    const navBox = nav.getBoundingClientRect();
    await expect(Math.abs(navBox.top + navBox.height / 2 - (logoBox.top + logoBox.height / 2))).toBeLessThan(4);
    await userEvent.click(within(banner).getByRole('button', { name: 'Log in' }));
    await expect(onLogIn).toHaveBeenCalledTimes(1);
  },
};

export const DoubleRow: Story = {
  args: { variant: 'double' },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    const nav = within(banner).getByRole('navigation', { name: 'Main' });
    // Two rows: the navigation starts below the logo and the actions.
    const logoBox = within(banner).getByRole('link', { name: /BET/ }).getBoundingClientRect();
    const actionBox = within(banner).getByRole('button', { name: 'Registration' }).getBoundingClientRect();
    await expect(nav.getBoundingClientRect().top).toBeGreaterThanOrEqual(logoBox.bottom);
    await expect(nav.getBoundingClientRect().top).toBeGreaterThanOrEqual(actionBox.bottom);
  },
};

export const LogoOnly: Story = {
  args: { navigation: undefined, actions: undefined },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('banner');
    await expect(within(banner).queryByRole('navigation')).toBeNull();
    await expect(within(banner).queryByRole('button')).toBeNull();
  },
};

export const TranslatedNavigationLabel: Story = {
  args: { variant: 'double', navigationLabel: 'Главное меню' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation', { name: 'Главное меню' })).toBeVisible();
  },
};
