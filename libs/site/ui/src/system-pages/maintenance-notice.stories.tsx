import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { initialMaintenanceState, maintenanceReducer } from '@bet/maintenance';
import { withI18n, withStore } from '@bet/ui/testing';
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

/** Spec 01 §2 "maintenance notice": the planned works with their window. */
export const Planned: Story = {
  decorators: [withI18n()],
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('status');
    await expect(notice).toHaveTextContent('Planned technical works');
    await expect(notice).toHaveTextContent(/Technical works are planned from .+ to .+\./);
  },
};

/** Without the works' window the notice says "soon". Russian for ua (spec 02 §8). */
export const SoonInRussian: Story = {
  args: { startAt: null, finishAt: null },
  decorators: [withI18n('ua')],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Скоро запланированы технические работы');
  },
};

/** The maintenance state with the planned works' window, the notice shown or not. */
const withMaintenance = (noticeVisible: boolean) =>
  withStore({
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

/** Bound to the store: shown while the core says the notice window is open. */
export const ConnectedShown: Story = {
  render: () => <ConnectedMaintenanceNotice />,
  decorators: [withMaintenance(true)],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Planned technical works');
  },
};

/** Outside the notice window nothing shows. */
export const ConnectedHidden: Story = {
  render: () => <ConnectedMaintenanceNotice />,
  decorators: [withMaintenance(false)],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};
