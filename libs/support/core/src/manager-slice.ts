import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PersonalManager } from '@bet/contract';
import { supportPlayerLeft, type FormStatus, type LoadStatus } from './support-slice';

/** The personal manager page (issue 12 office `manager`): the player's manager and "ask for a call". */
export interface ManagerState {
  manager: PersonalManager | null;
  status: LoadStatus;
  call: FormStatus;
}

export const initialManagerState: ManagerState = { manager: null, status: 'idle', call: 'idle' };

export const managerSlice = createSlice({
  name: 'supportManager',
  initialState: initialManagerState,
  reducers: {
    /** The manager page is shown: the manager loads. */
    managerPageOpened(state) {
      state.status = 'pending';
    },
    managerLoaded(state, action: PayloadAction<PersonalManager>) {
      state.manager = action.payload;
      state.status = 'idle';
    },
    managerFailed(state) {
      state.status = 'failed';
    },
    /** The player asks the manager for a call. */
    managerCallRequested(state) {
      state.call = 'pending';
    },
    managerCallAnswered(state, action: PayloadAction<{ ok: boolean }>) {
      state.call = action.payload.ok ? 'done' : 'failed';
    },
  },
  // The manager was the signed-out player's.
  extraReducers: (builder) => builder.addCase(supportPlayerLeft, () => initialManagerState),
});

export const { managerPageOpened, managerLoaded, managerFailed, managerCallRequested, managerCallAnswered } =
  managerSlice.actions;
export const managerReducer = managerSlice.reducer;

/** The app mounts the reducer under `supportManager`. */
export interface WithManager {
  supportManager: ManagerState;
}
export const selectManagerPage = (state: WithManager): ManagerState => state.supportManager;
