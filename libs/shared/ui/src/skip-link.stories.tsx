import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Header } from './header';
import { SkipLink } from './skip-link';

const meta = {
  title: 'Shared UI/SkipLink',
  component: SkipLink,
  parameters: { layout: 'fullscreen' },
  args: { targetId: 'story-content', children: 'Skip to content' },
  render: (args) => (
    <>
      <SkipLink {...args} />
      <Header
        logo={<span style={{ fontWeight: 800 }}>BET·CLUB</span>}
        navigation={
          <ul style={{ display: 'flex', gap: 16, margin: 0, padding: 0, listStyle: 'none' }}>
            <li>
              <a href="#line" style={{ color: 'inherit' }}>
                Line
              </a>
            </li>
            <li>
              <a href="#live" style={{ color: 'inherit' }}>
                Live
              </a>
            </li>
          </ul>
        }
      />
      <main id={args.targetId} style={{ padding: 24 }}>
        <h1 style={{ marginTop: 0 }}>Line</h1>
        <p>Press Tab: the skip link appears first; Enter moves focus here.</p>
        <a href="#first-event">First event</a>
      </main>
    </>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Skip to content' });
    // Off screen until focused.
    await expect(link.getBoundingClientRect().bottom).toBeLessThanOrEqual(0);
  },
};

export const FocusedAndUsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Skip to content' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);

    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();

    // The next Tab continues from the content, past the header's links.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'First event' })).toHaveFocus();
  },
};

export const Translated: Story = {
  args: { children: 'Перейти к содержимому' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Перейти к содержимому' })).toHaveFocus();
  },
};
