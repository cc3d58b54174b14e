import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
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
  decorators: [withI18n()],
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

/** A block page in a language: the level-1 heading names what the visitor is told. */
function blockPage(Page: ComponentType, language: string, heading: string): Story {
  return {
    render: () => <Page />,
    decorators: [withI18n(language)],
    play: async ({ canvasElement }) => {
      await expect(within(canvasElement).getByRole('heading', { level: 1, name: heading })).toBeVisible();
    },
  };
}

/** Spec 01 §4 Blocking reasons 3, 1, 5, 2, 14. */
export const Block = blockPage(BlockPage, 'en', 'The site is not available');
/** Reason 13. */
export const BlockUa = blockPage(BlockUaPage, 'ru', 'Сайт недоступен в вашей стране');
/** Reason 17. */
export const BlockIe = blockPage(BlockIePage, 'en', 'Your browser is not supported');
/** Reason 4. */
export const SiteUpdates = blockPage(SiteUpdatesPage, 'en', 'The site is being updated');
/** Reason 8. */
export const ComingSoon = blockPage(ComingSoonPage, 'en', 'Coming soon');
/** Reason 16. */
export const Suspension = blockPage(SuspensionPage, 'ru', 'Работа сервиса приостановлена');

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
