import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ideasLoaded, ideasReducer, managerLoaded, managerReducer, supportReducer } from '@bet/support';
import { ideaFixture, managerFixture } from '@bet/support/testing';
import { withStore } from '@bet/ui/testing';
import { ManagerPage } from './manager-page';
import { ShareIdeaPage } from './share-idea-page';

/** The manager and idea pages over a store brought into state through the slices' own events (no saga runs). */
const meta = {
  title: 'Support/ProgrammePages',
  component: ManagerPage,
  decorators: [
    withStore({
      reducer: { support: supportReducer, supportManager: managerReducer, supportIdeas: ideasReducer },
      actions: [managerLoaded(managerFixture()), ideasLoaded({ ideas: [ideaFixture()] })],
    }),
  ],
} satisfies Meta<typeof ManagerPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Manager: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Personal manager' })).toBeVisible();
    await expect(canvas.getByText('James Carter')).toBeVisible();
  },
};

export const ShareIdea: Story = {
  render: () => <ShareIdeaPage />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Share an idea' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Your ideas' })).toBeVisible();
    await expect(canvas.getByText('Show the odds of my favourite teams first.')).toBeVisible();
  },
};
