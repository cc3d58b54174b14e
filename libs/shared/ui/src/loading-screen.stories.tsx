import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadingScreen } from './loading-screen';

const meta = {
  title: 'Shared UI/LoadingScreen',
  component: LoadingScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    label: 'Loading',
    logo: <span style={{ fontSize: 28, fontWeight: 800, letterSpacing: '0.04em' }}>BET·CLUB</span>,
    delayed: false,
  },
  argTypes: { logo: { control: false } },
} satisfies Meta<typeof LoadingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Loading' });
    await expect(status).toBeVisible();
    await expect(within(canvasElement).getByText('BET·CLUB')).toBeVisible();
  },
};

/** As the app shows it at start-up: it fades in after 300 ms, so a fast start never flashes it. */
export const Delayed: Story = {
  args: { delayed: true, label: 'Загрузка' },
  play: async ({ canvasElement }) => {
    // The live region is there at once, even before it becomes visible.
    await expect(within(canvasElement).getByRole('status', { name: 'Загрузка' })).toBeInTheDocument();
  },
};
