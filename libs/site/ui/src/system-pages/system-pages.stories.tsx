import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { initialMaintenanceState, maintenanceReducer } from '@bet/maintenance';
import { withI18n, withStore } from '@bet/ui/testing';
import {
  BlockIePage,
  BlockPage,
  BlockUaPage,
  ComingSoonPage,
  SiteUpdatesPage,
  SuspensionPage,
} from './block-reason-pages';
import { ConnectedMaintenancePage } from './connected-maintenance';
import { MaintenancePage } from './maintenance-page';

const meta = {
  title: 'Site/System pages',
  component: MaintenancePage,
} satisfies Meta<typeof MaintenancePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 02 §8 Texts: in Russian for ru. */
export const MaintenanceRussian: Story = {
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Технические работы' })).toBeVisible();
    await expect(canvas.getByText(/Сайт обновляется/)).toBeVisible();
  },
};

/** az, kz, ua read the Russian text whatever the page's language (spec 02 §8). */
export const MaintenanceKazakhPage: Story = {
  decorators: [withI18n('kz')],
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1, name: 'Технические работы' });
    await expect(heading.closest('section')).toHaveAttribute('lang', 'ru');
  },
};

/** Every other language reads English, even one with complete texts of its own... */
export const MaintenanceEnglish: Story = {
  decorators: [withI18n('en')],
  args: { finishAt: Date.UTC(2026, 10, 22, 12, 0) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Technical works' })).toBeVisible();
    await expect(canvas.getByText(/Expected to finish at/)).toBeVisible();
  },
};

/** ...and one without (de falls back to English anyway; the rule says English too). */
export const MaintenanceGermanPage: Story = {
  decorators: [withI18n('de')],
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1, name: 'Technical works' });
    await expect(heading.closest('section')).toHaveAttribute('lang', 'en');
  },
};

/** Spec 01 §4 Blocking reasons 3, 1, 5, 2, 14. */
export const Block: Story = {
  render: () => <BlockPage />,
  decorators: [withI18n('en')],
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'The site is not available' }),
    ).toBeVisible();
  },
};

/** Reason 13. */
export const BlockUa: Story = {
  render: () => <BlockUaPage />,
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Сайт недоступен в вашей стране' }),
    ).toBeVisible();
  },
};

/** Reason 17. */
export const BlockIe: Story = {
  render: () => <BlockIePage />,
  decorators: [withI18n('en')],
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Your browser is not supported' }),
    ).toBeVisible();
  },
};

/** Reason 4. */
export const SiteUpdates: Story = {
  render: () => <SiteUpdatesPage />,
  decorators: [withI18n('en')],
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'The site is being updated' }),
    ).toBeVisible();
  },
};

/** Reason 8. */
export const ComingSoon: Story = {
  render: () => <ComingSoonPage />,
  decorators: [withI18n('en')],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Coming soon' })).toBeVisible();
  },
};

/** Reason 16. */
export const Suspension: Story = {
  render: () => <SuspensionPage />,
  decorators: [withI18n('ru')],
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Работа сервиса приостановлена' }),
    ).toBeVisible();
  },
};

/** Bound to the store: the end of the works comes from the maintenance state read. */
export const MaintenanceConnected: Story = {
  render: () => <ConnectedMaintenancePage />,
  decorators: [
    withStore({
      language: 'az',
      reducer: { maintenance: maintenanceReducer },
      preloadedState: {
        maintenance: {
          ...initialMaintenanceState,
          active: true,
          maintenance: {
            isActive: true,
            webState: false,
            startAt: Date.UTC(2026, 10, 22, 8, 0),
            finishAt: Date.UTC(2026, 10, 22, 12, 0),
            notifyStartAt: null,
            notifyEndAt: null,
          },
        },
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Технические работы' })).toBeVisible();
    await expect(canvas.getByText(/Ожидаемое окончание/)).toBeVisible();
  },
};
