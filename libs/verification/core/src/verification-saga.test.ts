import { OFFICE_ANSWER_STATUS } from '@bet/contract';
import { pageLeft, pageReturned } from '@bet/platform';
import { httpError } from '@bet/request/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  selectBlockAppeals,
  selectDocumentUpload,
  selectFaceId,
  selectVerificationOverview,
  selectVerificationStatus,
} from './selectors';
import {
  blockAppealFixture,
  createVerificationDeps,
  createVerificationHarness,
  documentFixture,
  verificationFieldsFixture,
} from './testing';
import { FACE_ID_POLL_MS, FACE_ID_TIMEOUT_MS, OVERVIEW_POLL_MS } from './timings';
import {
  blockAppealRequested,
  blockAppealsOpened,
  convertPageOpened,
  convertRequested,
  documentUploadRequested,
  faceIdRequested,
  verificationPageClosed,
  verificationPageOpened,
} from './verification-slice';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(Date.UTC(2026, 10, 1, 12));
});
afterEach(() => vi.useRealTimers());

const settle = () => vi.advanceTimersByTimeAsync(0);
const overview = (state: 'pending' | 'accepted' = 'pending') => ({
  fields: verificationFieldsFixture(
    state === 'accepted'
      ? { internal_verification_status: 1, verification_status: 0 }
      : { user_status_id: 1, verification_status: 0 },
  ),
  documents: [documentFixture({ state })],
});
const done = { status: OFFICE_ANSWER_STATUS.done, messages: [] };

describe('the verification page polls its documents only while it is shown', () => {
  it('loads on open, asks again every OVERVIEW_POLL_MS, stops on close', async () => {
    const { deps, api } = createVerificationDeps({ getVerification: () => overview() });
    const h = createVerificationHarness(deps);
    h.store.dispatch(verificationPageOpened());
    await settle();
    expect(selectVerificationStatus(h.store.getState())).toBe('pending');
    api.answer('getVerification', () => overview('accepted'));
    await vi.advanceTimersByTimeAsync(OVERVIEW_POLL_MS);
    expect(selectVerificationStatus(h.store.getState())).toBe('verified');
    expect(api.callsTo('getVerification')).toHaveLength(2);

    h.store.dispatch(verificationPageClosed());
    await vi.advanceTimersByTimeAsync(OVERVIEW_POLL_MS * 3);
    expect(api.callsTo('getVerification')).toHaveLength(2);
    h.task.cancel();
  });

  it('pauses while the browser page is away and asks at once on its return', async () => {
    const { deps, api } = createVerificationDeps({ getVerification: () => overview() });
    const h = createVerificationHarness(deps);
    h.store.dispatch(verificationPageOpened());
    await settle();
    h.store.dispatch(pageLeft());
    await vi.advanceTimersByTimeAsync(OVERVIEW_POLL_MS * 4);
    expect(api.callsTo('getVerification')).toHaveLength(1);
    h.store.dispatch(pageReturned());
    await settle();
    expect(api.callsTo('getVerification')).toHaveLength(2);
    h.task.cancel();
  });

  it('a failed first load shows failed', async () => {
    const { deps } = createVerificationDeps({
      getVerification: () => {
        throw httpError(500);
      },
    });
    const h = createVerificationHarness(deps);
    h.store.dispatch(verificationPageOpened());
    await settle();
    expect(selectVerificationOverview(h.store.getState()).status).toBe('failed');
    h.task.cancel();
  });
});

describe('document upload (spec 02 §8 Office messages)', () => {
  const upload = documentUploadRequested({ fileName: 'passport.png', sendAs: 0, contentBase64: 'iVBORw0KGgo=' });

  it('sends the file, shows the success key and reloads the documents', async () => {
    const { deps, api } = createVerificationDeps({
      uploadVerificationDocument: () => done,
      getVerification: () => overview(),
    });
    const h = createVerificationHarness(deps);
    h.store.dispatch(upload);
    expect(selectDocumentUpload(h.store.getState()).status).toBe('pending');
    await settle();
    expect(api.callsTo('uploadVerificationDocument')[0]?.body).toEqual(upload.payload);
    expect(selectDocumentUpload(h.store.getState())).toMatchObject({
      status: 'done',
      messages: [{ tone: 'success', text: 'verification_upload_success', isKey: true }],
    });
    expect(selectVerificationOverview(h.store.getState()).documents).toHaveLength(1);
    h.task.cancel();
  });

  it('a refusal shows the server message and keeps the file name', async () => {
    const { deps } = createVerificationDeps({
      uploadVerificationDocument: () => ({
        status: OFFICE_ANSWER_STATUS.refused,
        messages: ['Not a JPEG, PNG or PDF.'],
      }),
    });
    const h = createVerificationHarness(deps);
    h.store.dispatch(upload);
    await settle();
    expect(selectDocumentUpload(h.store.getState())).toMatchObject({
      status: 'failed',
      fileName: 'passport.png',
      messages: [{ tone: 'error', text: 'Not a JPEG, PNG or PDF.', isKey: false }],
    });
    h.task.cancel();
  });

  it('a network failure shows main_query_error', async () => {
    const { deps } = createVerificationDeps({
      uploadVerificationDocument: () => {
        throw httpError(502);
      },
    });
    const h = createVerificationHarness(deps);
    h.store.dispatch(upload);
    await settle();
    expect(selectDocumentUpload(h.store.getState()).messages).toEqual([
      { tone: 'error', text: 'main_query_error', isKey: true },
    ]);
    h.task.cancel();
  });
});

describe('face id (spec 02 §8, §9 timeout 20000 ms, status 3 Active / 5 Closed)', () => {
  const active = { sessionId: 7, provider: 'faceid', status: 3, result: 'UNVERIFIED' };

  it('polls the active session until the provider closes it with a result', async () => {
    const { deps, api } = createVerificationDeps({
      startFaceId: () => active,
      getFaceId: () => active,
      getVerification: () => overview('accepted'),
    });
    const h = createVerificationHarness(deps);
    h.store.dispatch(faceIdRequested());
    await settle();
    expect(selectFaceId(h.store.getState())).toMatchObject({ phase: 'active', sessionId: 7 });
    await vi.advanceTimersByTimeAsync(FACE_ID_POLL_MS);
    expect(api.callsTo('getFaceId')[0]?.query).toEqual({ sessionId: 7 });
    api.answer('getFaceId', () => ({ ...active, status: 5, result: 'VERIFICATION_SUCCESSFUL' }));
    await vi.advanceTimersByTimeAsync(FACE_ID_POLL_MS);
    expect(selectFaceId(h.store.getState())).toMatchObject({ phase: 'finished', result: 'VERIFICATION_SUCCESSFUL' });
    expect(selectVerificationStatus(h.store.getState())).toBe('verified');
    h.task.cancel();
  });

  it('gives up with "timeout" when the session is still active after 20000 ms', async () => {
    const { deps, api } = createVerificationDeps({ startFaceId: () => active, getFaceId: () => active });
    const h = createVerificationHarness(deps);
    h.store.dispatch(faceIdRequested());
    await vi.advanceTimersByTimeAsync(FACE_ID_TIMEOUT_MS - 1);
    expect(selectFaceId(h.store.getState()).phase).toBe('active');
    await vi.advanceTimersByTimeAsync(1);
    expect(selectFaceId(h.store.getState())).toMatchObject({ phase: 'failed', problem: 'timeout' });
    const polls = api.callsTo('getFaceId').length;
    await vi.advanceTimersByTimeAsync(FACE_ID_POLL_MS * 3);
    expect(api.callsTo('getFaceId')).toHaveLength(polls);
    h.task.cancel();
  });

  it.each([
    [500, 'service'],
    [403, 'photo'],
    [429, 'attempts'],
    [502, 'other'],
  ] as const)('answer %i ends the attempt as %s; a new attempt may follow', async (status, problem) => {
    const { deps, api } = createVerificationDeps({
      startFaceId: () => {
        throw httpError(status);
      },
    });
    const h = createVerificationHarness(deps);
    h.store.dispatch(faceIdRequested());
    await settle();
    expect(selectFaceId(h.store.getState())).toMatchObject({ phase: 'failed', problem });
    api.answer('startFaceId', () => ({ ...active, status: 5, result: 'VERIFICATION_DENIED' }));
    api.answer('getVerification', () => overview());
    h.store.dispatch(faceIdRequested());
    await settle();
    expect(selectFaceId(h.store.getState())).toMatchObject({ phase: 'finished', result: 'VERIFICATION_DENIED' });
    h.task.cancel();
  });
});

describe('block appeals and convert account', () => {
  it('loads the history, files an appeal and reloads it', async () => {
    const { deps, api } = createVerificationDeps({
      getBlockAppeals: () => ({ appeals: [] }),
      fileBlockAppeal: () => done,
    });
    const h = createVerificationHarness(deps);
    h.store.dispatch(blockAppealsOpened());
    await settle();
    expect(selectBlockAppeals(h.store.getState())).toMatchObject({ status: 'loaded', list: [] });
    api.answer('getBlockAppeals', () => ({ appeals: [blockAppealFixture()] }));
    h.store.dispatch(blockAppealRequested({ text: 'Please review my account.' }));
    await settle();
    expect(selectBlockAppeals(h.store.getState())).toMatchObject({ filing: 'done', list: [{ state: 'pending' }] });
    h.task.cancel();
  });

  it('converts the account and shows the success key', async () => {
    const { deps, api } = createVerificationDeps({
      getConvertStatus: () => ({ convertStatus: 1 }),
      convertAccount: () => done,
    });
    const h = createVerificationHarness(deps);
    h.store.dispatch(convertPageOpened());
    await settle();
    h.store.dispatch(convertRequested({ email: 'a@example.com', password: 'long enough' }));
    await settle();
    expect(api.callsTo('convertAccount')).toHaveLength(1);
    expect(h.store.getState().verification.convert).toMatchObject({
      convertStatus: 0,
      saving: 'done',
      messages: [{ text: 'convert_account_success' }],
    });
    h.task.cancel();
  });
});
