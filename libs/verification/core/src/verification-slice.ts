import type {
  BlockAppeal,
  OfficeMessage,
  SendAs,
  VerificationDocument,
  VerificationFields,
  VerificationResult,
} from '@bet/contract';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type LoadStatus = 'idle' | 'pending' | 'loaded' | 'failed';
export type FormStatus = 'idle' | 'pending' | 'done' | 'failed';

/**
 * Spec 02 §8 face id: 500 service error (retry), 403 incorrect photo (retake), 429 out of
 * attempts; `timeout`: no result within spec 02 §9's 20000 ms; `other`: any other failure.
 */
export type FaceIdProblem = 'service' | 'photo' | 'attempts' | 'timeout' | 'other';
export type FaceIdPhase = 'idle' | 'starting' | 'active' | 'finished' | 'failed';

export interface VerificationState {
  overview: { status: LoadStatus; fields: VerificationFields | null; documents: VerificationDocument[] };
  upload: { status: FormStatus; fileName: string | null; messages: OfficeMessage[] };
  faceId: {
    phase: FaceIdPhase;
    sessionId: number | null;
    result: VerificationResult | null;
    problem: FaceIdProblem | null;
  };
  appeals: { status: LoadStatus; list: BlockAppeal[]; filing: FormStatus; messages: OfficeMessage[] };
  convert: { status: LoadStatus; convertStatus: 0 | 1 | 2 | null; saving: FormStatus; messages: OfficeMessage[] };
}

export const initialVerificationState: VerificationState = {
  overview: { status: 'idle', fields: null, documents: [] },
  upload: { status: 'idle', fileName: null, messages: [] },
  faceId: { phase: 'idle', sessionId: null, result: null, problem: null },
  appeals: { status: 'idle', list: [], filing: 'idle', messages: [] },
  convert: { status: 'idle', convertStatus: null, saving: 'idle', messages: [] },
};

/** Changed only by events: facts that happened, named in the past tense, never setters. */
export const verificationSlice = createSlice({
  name: 'verification',
  initialState: initialVerificationState,
  reducers: {
    /** The verification page is shown: its overview loads and is polled until it is closed. */
    verificationPageOpened(state) {
      if (state.overview.status !== 'loaded') state.overview.status = 'pending';
    },
    verificationPageClosed(state) {
      state.upload = initialVerificationState.upload;
    },
    verificationLoaded(
      state,
      action: PayloadAction<{ fields: VerificationFields; documents: VerificationDocument[] }>,
    ) {
      state.overview = { status: 'loaded', ...action.payload };
    },
    verificationLoadFailed(state) {
      // A failed poll keeps what was shown; only a first load shows the failure.
      if (state.overview.status !== 'loaded') state.overview.status = 'failed';
    },
    documentUploadRequested(state, action: PayloadAction<{ fileName: string; sendAs: SendAs; contentBase64: string }>) {
      state.upload = { status: 'pending', fileName: action.payload.fileName, messages: [] };
    },
    documentUploaded(state, action: PayloadAction<{ messages: OfficeMessage[] }>) {
      state.upload = { status: 'done', fileName: null, messages: action.payload.messages };
    },
    /** Kept: the file name, so the player sees which file failed and can send it again. */
    documentUploadFailed(state, action: PayloadAction<{ messages: OfficeMessage[] }>) {
      state.upload.status = 'failed';
      state.upload.messages = action.payload.messages;
    },
    faceIdRequested(state) {
      state.faceId = { phase: 'starting', sessionId: null, result: null, problem: null };
    },
    faceIdStarted(state, action: PayloadAction<{ sessionId: number }>) {
      state.faceId.phase = 'active';
      state.faceId.sessionId = action.payload.sessionId;
    },
    faceIdFinished(state, action: PayloadAction<{ result: VerificationResult }>) {
      state.faceId.phase = 'finished';
      state.faceId.result = action.payload.result;
    },
    faceIdFailed(state, action: PayloadAction<{ problem: FaceIdProblem }>) {
      state.faceId.phase = 'failed';
      state.faceId.problem = action.payload.problem;
    },
    blockAppealsOpened(state) {
      if (state.appeals.status !== 'loaded') state.appeals.status = 'pending';
    },
    blockAppealsLoaded(state, action: PayloadAction<{ appeals: BlockAppeal[] }>) {
      state.appeals.status = 'loaded';
      state.appeals.list = action.payload.appeals;
    },
    blockAppealsFailed(state) {
      state.appeals.status = 'failed';
    },
    blockAppealRequested(state, _action: PayloadAction<{ text: string }>) {
      state.appeals.filing = 'pending';
      state.appeals.messages = [];
    },
    blockAppealAnswered(state, action: PayloadAction<{ ok: boolean; messages: OfficeMessage[] }>) {
      state.appeals.filing = action.payload.ok ? 'done' : 'failed';
      state.appeals.messages = action.payload.messages;
    },
    convertPageOpened(state) {
      state.convert = { ...initialVerificationState.convert, status: 'pending' };
    },
    convertStatusLoaded(state, action: PayloadAction<{ convertStatus: 0 | 1 | 2 }>) {
      state.convert.status = 'loaded';
      state.convert.convertStatus = action.payload.convertStatus;
    },
    convertStatusFailed(state) {
      state.convert.status = 'failed';
    },
    convertRequested(state, _action: PayloadAction<{ email: string; password: string }>) {
      state.convert.saving = 'pending';
      state.convert.messages = [];
    },
    convertAnswered(state, action: PayloadAction<{ ok: boolean; messages: OfficeMessage[] }>) {
      state.convert.saving = action.payload.ok ? 'done' : 'failed';
      state.convert.messages = action.payload.messages;
      if (action.payload.ok) state.convert.convertStatus = 0;
    },
  },
});

export const {
  blockAppealAnswered,
  blockAppealRequested,
  blockAppealsFailed,
  blockAppealsLoaded,
  blockAppealsOpened,
  convertAnswered,
  convertPageOpened,
  convertRequested,
  convertStatusFailed,
  convertStatusLoaded,
  documentUploadFailed,
  documentUploadRequested,
  documentUploaded,
  faceIdFailed,
  faceIdFinished,
  faceIdRequested,
  faceIdStarted,
  verificationLoadFailed,
  verificationLoaded,
  verificationPageClosed,
  verificationPageOpened,
} = verificationSlice.actions;
export const verificationReducer = verificationSlice.reducer;
