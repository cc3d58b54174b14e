import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { casinoStateFixture, gameFixture, launchFixture } from '@bet/casino/testing';
import { withI18n } from '@bet/ui/testing';
import { GamePageView } from './game-page-view';
import { withRouter } from './testing/with-router';

const base = casinoStateFixture().session;
const game = gameFixture({ id: 4, name: 'Golden Reels 4' });
const ready = { ...base, gameId: 4, game, status: 'ready' as const, launch: launchFixture(), attempt: 1 };
const real = { ...ready, launch: launchFixture({ mode: 'real' }) };

const meta = {
  title: 'Casino/GamePageView',
  component: GamePageView,
  decorators: [withI18n(), withRouter],
  args: { language: 'en', session: ready, signedIn: false, onModeChange: fn(), onRetry: fn() },
} satisfies Meta<typeof GamePageView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issue 14: the provider's page framed with a sandbox that never gives it our origin. */
export const VisitorDemo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Golden Reels 4' })).toBeTruthy();
    const frame = canvasElement.querySelector('iframe');
    await expect(frame?.getAttribute('title')).toBe('Game: Golden Reels 4');
    await expect(frame?.getAttribute('src')).toBe(launchFixture().url);
    await expect(frame?.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms');
    await expect(frame?.getAttribute('sandbox')).not.toMatch(/top-navigation|escape-sandbox/);
    await expect(frame?.getAttribute('referrerpolicy')).toBe('no-referrer');
    await expect(frame?.getAttribute('allow')).toBe('');
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toBeTruthy();
    await expect(canvas.queryByRole('group', { name: 'Mode' })).toBeNull();
  },
};

export const PlayerReal: Story = {
  args: { session: real, signedIn: true },
  play: async ({ args, canvasElement }) => {
    const mode = within(canvasElement).getByRole('group', { name: 'Mode' });
    await expect(within(mode).getByRole('button', { name: 'Real money' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(within(mode).getByRole('button', { name: 'Demo' }));
    await expect(args.onModeChange).toHaveBeenCalledWith('demo');
  },
};

export const Launching: Story = {
  args: { session: { ...ready, status: 'launching', launch: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Starting the game…' })).toBeTruthy();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

export const Loading: Story = {
  args: { session: { ...ready, status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'The game is loading…' })).toBeTruthy();
    await expect(canvasElement.querySelector('iframe')).not.toBeNull();
  },
};

export const TimedOut: Story = {
  args: { session: { ...ready, status: 'failed', problem: 'timeout' } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The game did not load.')).toBeTruthy();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Restricted: Story = {
  args: { session: { ...ready, status: 'failed', problem: 'play_restricted', launch: null }, signedIn: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/cannot play for money now/)).toBeTruthy();
  },
};

export const SignInNeeded: Story = {
  args: { session: { ...ready, game: { ...game, hasDemo: false }, status: 'signInNeeded', launch: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/has no demo mode/)).toBeTruthy();
  },
};

export const LongName: Story = {
  args: {
    session: {
      ...ready,
      game: gameFixture({ name: 'The Extraordinarily Long Named Megaways Treasure of the Forgotten Pharaohs Deluxe' }),
    },
  },
};

export const Russian: Story = { decorators: [withI18n('ru')], args: { session: real, signedIn: true } };
