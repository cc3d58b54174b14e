import { configureStore } from '@reduxjs/toolkit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { expect, within } from 'storybook/test';
import { createI18n } from '@bet/i18n';
import { initialMaintenanceState, maintenanceReducer } from '@bet/maintenance';
import { ConnectedMaintenanceNotice } from './connected-maintenance';
import { MaintenanceNotice } from './maintenance-notice';

const START = Date.UTC(2026, 10, 23, 1, 0);
const FINISH = Date.UTC(2026, 10, 23, 3, 0);

const meta = {
  title: 'Site/Maintenance notice',
  component: MaintenanceNotice,
  args: { startAt: START, finishAt: FINISH },
} satisfies Meta<typeof MaintenanceNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

const inLanguage = (language: string) => [
  (Story: ComponentType) => (
    <I18nextProvider i18n={createI18n(language)}>
      <Story />
    </I18nextProvider>
  ),
];

/** Spec 01 §2 "maintenance notice": the planned works with their window. */
export const Planned: Story = {
  decorators: inLanguage('en'),
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('status');
    await expect(notice).toHaveTextContent('Planned technical works');
    await expect(notice).toHaveTextContent(/Technical works are planned from .+ to .+\./);
  },
};

/** Without the works' window the notice says "soon". Russian for ua (spec 02 §8). */
export const SoonInRussian: Story = {
  args: { startAt: null, finishAt: null },
  decorators: inLanguage('ua'),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Скоро запланированы технические работы');
  },
};

function withMaintenance(noticeVisible: boolean) {
  const store = configureStore({
    reducer: { maintenance: maintenanceReducer },
    preloadedState: {
      maintenance: {
        ...initialMaintenanceState,
        noticeVisible,
        maintenance: {
          isActive: false,
          webState: false,
          startAt: START,
          finishAt: FINISH,
          notifyStartAt: START - 3_600_000,
          notifyEndAt: START,
        },
      },
    },
  });
  return [
    (Story: ComponentType) => (
      <Provider store={store}>
        <I18nextProvider i18n={createI18n('en')}>
          <Story />
        </I18nextProvider>
      </Provider>
    ),
  ];
}

/** Bound to the store: shown while the core says the notice window is open. */
export const ConnectedShown: Story = {
  render: () => <ConnectedMaintenanceNotice />,
  decorators: withMaintenance(true),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Planned technical works');
  },
};

/** Outside the notice window nothing shows. */
export const ConnectedHidden: Story = {
  render: () => <ConnectedMaintenanceNotice />,
  decorators: withMaintenance(false),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};
