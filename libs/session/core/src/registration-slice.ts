import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RegistrationType, SocialNetwork } from '@bet/contract';
import type { AuthFailure, RequestStatus } from './auth-failure';
import {
  authDialogClosed,
  credentialsAcknowledged,
  registrationOpened,
  signedIn,
  type Credentials,
} from './session-events';

/** Spec 01 §3 "first-deposit bonus choice 0 decline, 1 sport bonus, 2 casino bonus". */
export type BonusChoice = 0 | 1 | 2;

/** What the player filled in for one of the four registration types (spec 01 §1). */
export type RegistrationValues =
  | { type: 'fast_reg'; currencyId: number; promoCode?: string; bonusChoice: BonusChoice }
  | {
      type: 'phone_reg';
      phoneCode: string;
      phone: string;
      password: string;
      currencyId: number;
      promoCode?: string;
      bonusChoice: BonusChoice;
    }
  | {
      type: 'full_reg';
      email: string;
      password: string;
      name: string;
      surname: string;
      /** yyyy-mm-dd */
      birthday: string;
      currencyId: number;
      promoCode?: string;
      bonusChoice: BonusChoice;
    }
  | { type: 'soc_reg'; network: SocialNetwork; currencyId: number; bonusChoice: BonusChoice };

export interface RegistrationState {
  type: RegistrationType;
  status: RequestStatus;
  error: AuthFailure | null;
  /** fast_reg: the generated login and password, shown once, until `credentialsAcknowledged`. */
  credentials: Credentials | null;
}

export const initialRegistrationState: RegistrationState = {
  type: 'fast_reg',
  status: 'idle',
  error: null,
  credentials: null,
};

/** A new attempt: the last one's outcome is forgotten. */
function restart(state: RegistrationState): void {
  state.status = 'idle';
  state.error = null;
}

export const registrationSlice = createSlice({
  name: 'session',
  initialState: initialRegistrationState,
  reducers: {
    registrationTypeChanged(state, { payload }: PayloadAction<{ type: RegistrationType }>) {
      state.type = payload.type;
      restart(state);
    },
    registrationRequested(state, _action: PayloadAction<RegistrationValues>) {
      state.status = 'pending';
      state.error = null;
    },
    registrationFailed(state, { payload }: PayloadAction<AuthFailure>) {
      state.status = 'failed';
      state.error = payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(registrationOpened, (state, { payload }) => {
        if (payload?.type) state.type = payload.type;
        restart(state);
      })
      .addCase(credentialsAcknowledged, (state) => {
        state.credentials = null;
      })
      .addCase(authDialogClosed, (state) => {
        state.credentials = null;
      })
      .addCase(signedIn, (state, { payload }) => {
        restart(state);
        state.credentials = payload.credentials ?? null;
      });
  },
});

export const { registrationTypeChanged, registrationRequested, registrationFailed } = registrationSlice.actions;
