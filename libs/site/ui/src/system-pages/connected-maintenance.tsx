import { useSelector } from 'react-redux';
import { selectIsMaintenanceNoticeVisible, selectMaintenanceWindow, type WithMaintenance } from '@bet/maintenance';
import { MaintenanceNotice } from './maintenance-notice';
import { MaintenancePage } from './maintenance-page';

/** The maintenance page with the works' end from the store (needs the maintenance slice). */
export function ConnectedMaintenancePage() {
  const window = useSelector((state: WithMaintenance) => selectMaintenanceWindow(state));
  return <MaintenancePage finishAt={window?.finishAt ?? null} />;
}

/** The notice, shown only while the core says so (spec 01 §4 Maintenance). */
export function ConnectedMaintenanceNotice() {
  const visible = useSelector((state: WithMaintenance) => selectIsMaintenanceNoticeVisible(state));
  const window = useSelector((state: WithMaintenance) => selectMaintenanceWindow(state));
  if (!visible) return null;
  return <MaintenanceNotice startAt={window?.startAt ?? null} finishAt={window?.finishAt ?? null} />;
}
