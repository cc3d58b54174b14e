import { useSelector } from 'react-redux';
import type { WidgetsState } from '@bet/site';

/** The widgets slice, for the app's store (mounted as `widgets`). */
export function useWidgets(): WidgetsState {
  return useSelector((state: { widgets: WidgetsState }) => state.widgets);
}
