import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { providersFixture } from '@bet/casino/testing';
import { CYRILLIC, shownText, withI18n } from '@bet/ui/testing';
import { ProvidersView } from './providers-view';
import { withRouter } from './testing/with-router';

const meta = {
  title: 'Casino/ProvidersView',
  component: ProvidersView,
  decorators: [withI18n(), withRouter],
  args: { language: 'en', status: 'loaded', providers: providersFixture(), onRetry: fn() },
} satisfies Meta<typeof ProvidersView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Providers' });
    await expect(within(list).getByRole('link', { name: 'Red Fox' }).getAttribute('href')).toBe(
      '/en/providers/red-fox',
    );
  },
};
export const Loading: Story = { args: { status: 'pending', providers: [] } };
export const Empty: Story = { args: { providers: [] } };
export const Failed: Story = {
  args: { status: 'failed', providers: [] },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const LongNames: Story = {
  args: {
    providers: [
      { slug: 'long', name: 'A Provider With A Name So Long It Wraps Across Several Lines Of The Card', gameCount: 1 },
    ],
  },
};

/** Russian (ru locale): the component's own texts, seen and heard, are the Russian ones. */
export const Russian: Story = {
  decorators: [withI18n('ru')],
  args: { language: 'ru' },
  play: async ({ canvasElement }) => {
    await expect(shownText(canvasElement)).toMatch(CYRILLIC);
  },
};
