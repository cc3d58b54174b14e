import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthFailure } from './auth-failure';

/** The captcha dialog; `time` names the picture (`captchaImagePath(time)` of @bet/contract). */
export interface CaptchaState {
  status: 'closed' | 'open' | 'validating';
  time: number | null;
  error: AuthFailure | null;
}

export const initialCaptchaState: CaptchaState = { status: 'closed', time: null, error: null };

/** The player asked for another captcha picture. */
export const captchaRefreshRequested = createAction('session/captchaRefreshRequested');

export const captchaSlice = createSlice({
  name: 'session',
  initialState: initialCaptchaState,
  reducers: {
    /** Put by the captcha saga when a challenge comes: the dialog opens, the picture not yet loaded. */
    captchaOpened: (): CaptchaState => ({ status: 'open', time: null, error: null }),
    captchaPictureLoaded(state, { payload }: PayloadAction<{ time: number }>) {
      state.time = payload.time;
    },
    /**
     * Taken only while a picture is shown: an answer belongs to a picture, and one given while
     * the picture loads would be validated against another (the dialog does not send it either).
     */
    captchaAnswerSubmitted(state, _action: PayloadAction<{ answer: string }>) {
      if (state.status === 'open' && state.time !== null) state.status = 'validating';
    },
    /** The answer was refused (or could not be checked): the message shows; that picture is spent. */
    captchaRejected(state, { payload }: PayloadAction<AuthFailure>) {
      state.status = 'open';
      state.time = null;
      state.error = payload;
    },
    captchaCancelled: () => initialCaptchaState,
    /** Put by the captcha saga when the challenge ended (solved, logged out). */
    captchaClosed: () => initialCaptchaState,
  },
  extraReducers: (builder) => {
    // The old picture goes at once, so no answer is given for it while the new one loads.
    builder.addCase(captchaRefreshRequested, (state) => {
      if (state.status === 'open') state.time = null;
    });
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
