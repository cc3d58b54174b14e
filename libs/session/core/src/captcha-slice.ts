import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthFailure } from './auth-failure';

/** The captcha dialog; `time` names the picture (`captchaImagePath(time)` of @bet/contract). */
export interface CaptchaState {
  status: 'closed' | 'open' | 'validating';
  time: number | null;
  error: AuthFailure | null;
}

export const initialCaptchaState: CaptchaState = { status: 'closed', time: null, error: null };

export const captchaSlice = createSlice({
  name: 'session',
  initialState: initialCaptchaState,
  reducers: {
    /** Put by the captcha saga when a challenge comes: the dialog opens, the picture not yet loaded. */
    captchaOpened: (): CaptchaState => ({ status: 'open', time: null, error: null }),
    captchaPictureLoaded(state, { payload }: PayloadAction<{ time: number }>) {
      state.time = payload.time;
    },
    captchaAnswerSubmitted(state, _action: PayloadAction<{ answer: string }>) {
      if (state.status === 'open') state.status = 'validating';
    },
    /** A wrong answer (validation type 1): the message shows, a new picture follows. */
    captchaRejected(state, { payload }: PayloadAction<AuthFailure>) {
      state.status = 'open';
      state.error = payload;
    },
    captchaCancelled: () => initialCaptchaState,
    /** Put by the captcha saga when the challenge ended (solved, logged out). */
    captchaClosed: () => initialCaptchaState,
  },
});

export const {
  captchaOpened,
  captchaPictureLoaded,
  captchaAnswerSubmitted,
  captchaRejected,
  captchaCancelled,
  captchaClosed,
} = captchaSlice.actions;

/** The player asked for another captcha picture. */
export const captchaRefreshRequested = createAction('session/captchaRefreshRequested');
