import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ScrollToTop } from './scroll-to-top';
import { ScrollToTopButton } from './scroll-to-top-button';
import { withSite } from '../site-harness';

const meta = {
  title: 'Site/Widgets/Scroll to top',
  component: ScrollToTopButton,
  decorators: [withSite({ language: 'en' })],
  args: { visible: true, onClick: fn() },
} satisfies Meta<typeof ScrollToTopButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {
  play: async ({ args, canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', { name: 'Back to top' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalled();
  },
};

export const Hidden: Story = {
  args: { visible: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** Bound to the window: appears after one screen of scrolling (spec 02 §9), takes focus to the top. */
export const OnALongPage: Story = {
  render: () => (
    <div>
      <h1 id="page-top" tabIndex={-1}>
        Top of the page
      </h1>
      <div style={{ height: '400vh' }} />
      <div style={{ position: 'fixed', right: 16, bottom: 16 }}>
        <ScrollToTop topId="page-top" />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const win = canvasElement.ownerDocument.defaultView as Window;
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Back to top' })).toBeNull();
    win.scrollTo({ top: win.innerHeight * 2 });
    const button = await canvas.findByRole('button', { name: 'Back to top' });
    await userEvent.click(button);
    await waitFor(() => expect(win.scrollY).toBe(0));
    await expect(canvas.getByRole('heading', { name: 'Top of the page' })).toHaveFocus();
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Back to top' })).toBeNull());
  },
};
