import { configureStore } from '@reduxjs/toolkit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { expect, within } from 'storybook/test';
import { createI18n } from '@bet/i18n';
import { initialMaintenanceState, maintenanceReducer } from '@bet/maintenance';
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

const inLanguage = (language: string) => [
  (Story: ComponentType) => (
    <I18nextProvider i18n={createI18n(language)}>
      <Story />
    </I18nextProvider>
  ),
];

/** Spec 02 §8 Texts: in Russian for ru. */
export const MaintenanceRussian: Story = {
  decorators: inLanguage('ru'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Технические работы' })).toBeVisible();
    await expect(canvas.getByText(/Сайт обновляется/)).toBeVisible();
  },
};

/** az, kz, ua read the Russian text whatever the page's language (spec 02 §8). */
export const MaintenanceKazakhPage: Story = {
  decorators: inLanguage('kz'),
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1, name: 'Технические работы' });
    await expect(heading.closest('section')).toHaveAttribute('lang', 'ru');
  },
};

/** Every other language reads English, even one with complete texts of its own... */
export const MaintenanceEnglish: Story = {
  decorators: inLanguage('en'),
  args: { finishAt: Date.UTC(2026, 10, 22, 12, 0) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Technical works' })).toBeVisible();
    await expect(canvas.getByText(/Expected to finish at/)).toBeVisible();
  },
};

/** ...and one without (de falls back to English anyway; the rule says English too). */
export const MaintenanceGermanPage: Story = {
  decorators: inLanguage('de'),
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', { level: 1, name: 'Technical works' });
    await expect(heading.closest('section')).toHaveAttribute('lang', 'en');
  },
};

/** Spec 01 §4 Blocking reasons 3, 1, 5, 2, 14. */
export const Block: Story = {
  render: () => <BlockPage />,
  decorators: inLanguage('en'),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'The site is not available' }),
    ).toBeVisible();
  },
};

/** Reason 13. */
export const BlockUa: Story = {
  render: () => <BlockUaPage />,
  decorators: inLanguage('ru'),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Сайт недоступен в вашей стране' }),
    ).toBeVisible();
  },
};

/** Reason 17. */
export const BlockIe: Story = {
  render: () => <BlockIePage />,
  decorators: inLanguage('en'),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Your browser is not supported' }),
    ).toBeVisible();
  },
};

/** Reason 4. */
export const SiteUpdates: Story = {
  render: () => <SiteUpdatesPage />,
  decorators: inLanguage('en'),
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'The site is being updated' }),
    ).toBeVisible();
  },
};

/** Reason 8. */
export const ComingSoon: Story = {
  render: () => <ComingSoonPage />,
  decorators: inLanguage('en'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Coming soon' })).toBeVisible();
  },
};

/** Reason 16. */
export const Suspension: Story = {
  render: () => <SuspensionPage />,
  decorators: inLanguage('ru'),
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
    (Story: ComponentType) => (
      <Provider
        store={configureStore({
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
        })}
      >
        <I18nextProvider i18n={createI18n('az')}>
          <Story />
        </I18nextProvider>
      </Provider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Технические работы' })).toBeVisible();
    await expect(canvas.getByText(/Ожидаемое окончание/)).toBeVisible();
  },
};
