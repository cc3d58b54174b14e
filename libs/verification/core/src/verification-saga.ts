import {
  convertAccount,
  FACE_ID_STATUS,
  fileBlockAppeal,
  getBlockAppeals,
  getConvertStatus,
  getFaceId,
  getVerification,
  OFFICE_ANSWER_STATUS,
  officeMessages,
  startFaceId,
  uploadVerificationDocument,
  type CallResponse,
  type OfficeAnswer,
  type VerificationResult,
} from '@bet/contract';
import { pageReturned, selectIsPageAway } from '@bet/platform';
import { all, call, delay, put, race, select, take, takeLatest, takeLeading } from 'redux-saga/effects';
import { faceIdProblemOf } from './face-id-problem';
import { FACE_ID_POLL_MS, FACE_ID_TIMEOUT_MS, OVERVIEW_POLL_MS } from './timings';
import type { VerificationDeps } from './verification-deps';
import {
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
  documentUploaded,
  documentUploadFailed,
  documentUploadRequested,
  faceIdFailed,
  faceIdFinished,
  faceIdRequested,
  faceIdStarted,
  verificationLoaded,
  verificationLoadFailed,
  verificationPageClosed,
  verificationPageOpened,
} from './verification-slice';

/** The success texts by key (spec 02 §8 Office "success ... texts by key"). */
export const UPLOAD_SUCCESS_KEY = 'verification_upload_success';
export const APPEAL_SUCCESS_KEY = 'block_appeal_success';
export const CONVERT_SUCCESS_KEY = 'convert_account_success';

function* loadOverview(deps: VerificationDeps) {
  try {
    const answer: CallResponse<typeof getVerification> = yield call([deps.api, deps.api.call], getVerification, {});
    yield put(verificationLoaded(answer));
  } catch (error) {
    yield put(verificationLoadFailed());
    deps.logger.warn('The verification overview failed to load', { error: String(error) });
  }
}

/**
 * The documents' states move on the reviewer's side: asked again while the page is shown, paused
 * while the browser page is away (@bet/platform's pageLeft) and asked at once on its return.
 */
function* pollOverview(deps: VerificationDeps) {
  for (;;) {
    yield call(loadOverview, deps);
    yield delay(OVERVIEW_POLL_MS);
    const away: boolean = yield select(selectIsPageAway);
    if (away) yield take(pageReturned.type);
  }
}

function* overviewWhileShown(deps: VerificationDeps) {
  yield race({ poll: call(pollOverview, deps), closed: take(verificationPageClosed.type) });
}

/** An office call's answer, or null when it failed (spec 02 §8 Office: then 'main_query_error'). */
function* officeAnswerOf(send: () => Promise<OfficeAnswer>, deps: VerificationDeps, what: string) {
  try {
    const answer: OfficeAnswer = yield call(send);
    return answer;
  } catch (error) {
    deps.logger.warn(`${what} failed`, { error: String(error) });
    return null;
  }
}

function* uploadDocument(deps: VerificationDeps, action: ReturnType<typeof documentUploadRequested>) {
  const answer: OfficeAnswer | null = yield* officeAnswerOf(
    () => deps.api.call(uploadVerificationDocument, { body: action.payload }),
    deps,
    'The document upload',
  );
  const messages = officeMessages(answer, UPLOAD_SUCCESS_KEY);
  if (answer?.status === OFFICE_ANSWER_STATUS.done) {
    yield put(documentUploaded({ messages }));
    yield call(loadOverview, deps);
  } else {
    yield put(documentUploadFailed({ messages }));
  }
}

/** Asks for the session until the provider closes it; its result. */
function* waitForFaceIdResult(deps: VerificationDeps, sessionId: number) {
  for (;;) {
    yield delay(FACE_ID_POLL_MS);
    const session: CallResponse<typeof getFaceId> = yield call([deps.api, deps.api.call], getFaceId, {
      query: { sessionId },
    });
    if (session.status === FACE_ID_STATUS.closed) return session.result;
  }
}

/**
 * Spec 02 §8 "Face id and identification": a session with the provider, closed with a result,
 * within spec 02 §9's 20000 ms; 500, 403 and 429 end the attempt with their own message.
 */
function* runFaceId(deps: VerificationDeps) {
  try {
    const session: CallResponse<typeof startFaceId> = yield call([deps.api, deps.api.call], startFaceId, { body: {} });
    yield put(faceIdStarted({ sessionId: session.sessionId }));
    const { result }: { result?: VerificationResult } =
      session.status === FACE_ID_STATUS.closed
        ? { result: session.result }
        : yield race({
            result: call(waitForFaceIdResult, deps, session.sessionId),
            timeout: delay(FACE_ID_TIMEOUT_MS),
          });
    if (result === undefined) {
      yield put(faceIdFailed({ problem: 'timeout' }));
      return;
    }
    yield put(faceIdFinished({ result }));
    yield call(loadOverview, deps);
  } catch (error) {
    yield put(faceIdFailed({ problem: faceIdProblemOf(error) }));
    deps.logger.warn('The face id failed', { error: String(error) });
  }
}

function* loadAppeals(deps: VerificationDeps) {
  try {
    const answer: CallResponse<typeof getBlockAppeals> = yield call([deps.api, deps.api.call], getBlockAppeals, {});
    yield put(blockAppealsLoaded(answer));
  } catch (error) {
    yield put(blockAppealsFailed());
    deps.logger.warn('The block appeals failed to load', { error: String(error) });
  }
}

function* fileAppeal(deps: VerificationDeps, action: ReturnType<typeof blockAppealRequested>) {
  const answer: OfficeAnswer | null = yield* officeAnswerOf(
    () => deps.api.call(fileBlockAppeal, { body: action.payload }),
    deps,
    'The block appeal',
  );
  const ok = answer?.status === OFFICE_ANSWER_STATUS.done;
  yield put(blockAppealAnswered({ ok, messages: officeMessages(answer, APPEAL_SUCCESS_KEY) }));
  if (ok) yield call(loadAppeals, deps);
}

function* loadConvertStatus(deps: VerificationDeps) {
  try {
    const answer: CallResponse<typeof getConvertStatus> = yield call([deps.api, deps.api.call], getConvertStatus, {});
    yield put(convertStatusLoaded(answer));
  } catch (error) {
    yield put(convertStatusFailed());
    deps.logger.warn('The convert status failed to load', { error: String(error) });
  }
}

function* convert(deps: VerificationDeps, action: ReturnType<typeof convertRequested>) {
  const answer: OfficeAnswer | null = yield* officeAnswerOf(
    () => deps.api.call(convertAccount, { body: action.payload }),
    deps,
    'Converting the account',
  );
  const ok = answer?.status === OFFICE_ANSWER_STATUS.done;
  yield put(convertAnswered({ ok, messages: officeMessages(answer, CONVERT_SUCCESS_KEY) }));
}

/**
 * The library's one root saga (`@bet/verification/sagas`; the app starts it with the first of its
 * pages, issue 16). Each page's calls start from its own events.
 */
export function* verificationSaga(deps: VerificationDeps) {
  yield all([
    takeLatest(verificationPageOpened.type, overviewWhileShown, deps),
    takeLeading(documentUploadRequested.type, uploadDocument, deps),
    takeLeading(faceIdRequested.type, runFaceId, deps),
    takeLatest(blockAppealsOpened.type, loadAppeals, deps),
    takeLeading(blockAppealRequested.type, fileAppeal, deps),
    takeLatest(convertPageOpened.type, loadConvertStatus, deps),
    takeLeading(convertRequested.type, convert, deps),
  ]);
}
