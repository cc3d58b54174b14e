import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { OddsSettingsSection } from '@bet/coupon-ui';
import { withI18n } from '@bet/ui/testing';
import { SettingsPage } from './settings-page';

const oddsSection = {
  id: 'odds',
  content: (
    <OddsSettingsSection
      view={{ appViewType: 0, coefViewId: 1 }}
      save={{ status: 'idle', messages: [] }}
      onChange={fn()}
    />
  ),
};

/** Spec 01 §2 office "settings": the title, then the sections the app lists, in order. */
const meta = {
  title: 'Office/SettingsPage',
  component: SettingsPage,
  decorators: [withI18n()],
  parameters: { layout: 'padded' },
  args: { sections: [oddsSection] },
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithOddsSection: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'View and odds' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: /^Fractional/ })).toBeChecked();
  },
};

/** More sections follow in the order given; each keeps its own heading. */
export const SeveralSections: Story = {
  args: {
    sections: [
      oddsSection,
      {
        id: 'other',
        content: (
          <section aria-labelledby="other-heading">
            <h2 id="other-heading">Another section</h2>
            <p>A feature's own settings go here.</p>
          </section>
        ),
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const headings = within(canvasElement).getAllByRole('heading', { level: 2 });
    await expect(headings.map((heading) => heading.textContent)).toEqual(['View and odds', 'Another section']);
  },
};

export const Empty: Story = {
  args: { sections: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  },
};

export const Russian: Story = {
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Настройки' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Вид и коэффициенты' })).toBeVisible();
  },
};
