import { combineReducers } from '@reduxjs/toolkit';
import { dialogsReducer } from './dialogs-slice';
import { listReducer } from './list-slice';
import { saveReducer } from './save-slice';

/** The limits' state, mounted under `limits` in the app's store. */
export const limitsReducer = combineReducers({
  list: listReducer,
  save: saveReducer,
  dialogs: dialogsReducer,
});
export type LimitsState = ReturnType<typeof limitsReducer>;
