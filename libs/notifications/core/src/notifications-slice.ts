import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { DEFAULT_ERROR_TITLE, DEFAULT_SUCCESS_TITLE, GROUP_LIMITS, type NotificationGroup } from './constants';

export type NotificationTone = 'error' | 'success' | 'info' | 'warning';

export interface Notification {
  id: string;
  group: NotificationGroup;
  /** Higher shows first (spec 02 §8 Office: server messages carry priority 1, others 0). */
  priority: number;
  tone: NotificationTone;
  /** A translation key; errors default to 'main_error', successes to 'main_done' (spec 02 §8 Texts). */
  title: string | null;
  /** A translation key, or a server message shown as it came. */
  text: string;
  /** Interpolation values for `text`. */
  values?: Record<string, string | number>;
  /** Closes by itself 10 s after it is shown (spec 02 §9). */
  autoClose: boolean;
  /** Arrival order: ties of priority keep it. */
  seq: number;
}

export interface NotifyInput {
  /** A stable id replaces the earlier notification with that id instead of stacking a copy. */
  id?: string;
  group?: NotificationGroup;
  priority?: number;
  tone: NotificationTone;
  title?: string | null;
  text: string;
  values?: Record<string, string | number>;
  autoClose?: boolean;
}

export interface NotificationsState {
  items: Notification[];
  nextSeq: number;
}

export const initialNotificationsState: NotificationsState = { items: [], nextSeq: 0 };

function defaultTitle(tone: NotificationTone): string | null {
  if (tone === 'error') return DEFAULT_ERROR_TITLE;
  if (tone === 'success') return DEFAULT_SUCCESS_TITLE;
  return null;
}

export const notificationsSlice = createSlice({
  name: 'notifications',
  initialState: initialNotificationsState,
  reducers: {
    /** Any feature asks for a notification. */
    notify: {
      reducer(state, action: PayloadAction<NotifyInput & { id: string }>) {
        const input = action.payload;
        const group = input.group ?? 'default';
        state.items = state.items.filter((item) => item.id !== input.id);
        state.items.push({
          id: input.id,
          group,
          priority: input.priority ?? 0,
          tone: input.tone,
          title: input.title === undefined ? defaultTitle(input.tone) : input.title,
          text: input.text,
          ...(input.values ? { values: input.values } : {}),
          autoClose: input.autoClose ?? true,
          seq: state.nextSeq,
        });
        state.nextSeq += 1;
        const ofGroup = state.items.filter((item) => item.group === group);
        const excess = ofGroup.length - GROUP_LIMITS[group];
        if (excess > 0) {
          const dropped = new Set(ofGroup.slice(0, excess).map((item) => item.id));
          state.items = state.items.filter((item) => !dropped.has(item.id));
        }
      },
      prepare(input: NotifyInput) {
        return { payload: { ...input, id: input.id ?? nanoid() } };
      },
    },
    /** The player closed it, or its time ran out. */
    dismissed(state, action: PayloadAction<{ id: string; reason?: 'player' | 'timeout' }>) {
      state.items = state.items.filter((item) => item.id !== action.payload.id);
    },
    /** Every notification of a group goes (maintenance ended, say). */
    groupCleared(state, action: PayloadAction<{ group: NotificationGroup }>) {
      state.items = state.items.filter((item) => item.group !== action.payload.group);
    },
  },
});

export const { notify, dismissed, groupCleared } = notificationsSlice.actions;
export const notificationsReducer = notificationsSlice.reducer;
