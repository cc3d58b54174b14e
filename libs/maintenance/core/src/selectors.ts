import { createSelector } from '@reduxjs/toolkit';
import { blockReasonRoute } from './block-rules';
import type { MaintenanceState } from './maintenance-slice';

export interface WithMaintenance {
  maintenance: MaintenanceState;
}

export const selectMaintenance = (state: WithMaintenance) => state.maintenance;
export const selectIsMaintenanceActive = (state: WithMaintenance) => state.maintenance.active;
export const selectIsMaintenanceNoticeVisible = (state: WithMaintenance) => state.maintenance.noticeVisible;
export const selectMaintenanceWindow = createSelector(selectMaintenance, ({ maintenance }) =>
  maintenance ? { startAt: maintenance.startAt, finishAt: maintenance.finishAt } : null,
);
export const selectBlockReason = (state: WithMaintenance) => state.maintenance.blockReason;
/** The page of the blocking reason (spec 01 §4), or null when not blocked. */
export const selectBlockRoute = (state: WithMaintenance) => blockReasonRoute(state.maintenance.blockReason);
