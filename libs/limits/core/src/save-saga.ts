import { call, put, race, select, take, takeLeading } from 'redux-saga/effects';
import {
  saveLimits,
  submitLimitTestAnswers,
  type AvailableLimit,
  type CallResponse,
  type LimitRequest,
} from '@bet/contract';
import { notify } from '@bet/notifications';
import { loggedOut, sessionEnded } from '@bet/session';
import { isExtraLimitsLocked, isLockedByExtraLimitsLock } from './limit-rules';
import { checkLimitValue } from './limit-value';
import { limitProblemKey, limitProblemOf } from './limit-problem';
import type { LimitsDeps } from './limits-deps';
import { limitsLoaded } from './list-slice';
import { loadLimits } from './load-saga';
import {
  limitQuestionsAsked,
  limitSaved,
  limitSaveDismissed,
  limitSaveRefused,
  limitSaveRequested,
  limitTestAnswersSubmitted,
  type SaveProblem,
} from './save-slice';
import { selectAvailableLimit, selectLimits, type WithLimits } from './selectors';
import { sendLimitsCall } from './send';

export const LIMIT_SAVED_KEY = 'limits_saved';
export const LIMIT_TEST_FAILED_KEY = 'limits_test_failed';

function problemOf(error: unknown): SaveProblem {
  const problem = limitProblemOf(error);
  return {
    key: limitProblemKey(problem),
    ...(problem.title === undefined ? {} : { title: problem.title }),
    ...(problem.max === undefined ? {} : { max: problem.max }),
  };
}

/** Spec 02 §5: the answers to the test questions; success refreshes the limits, otherwise they are re-fetched. */
function* answerQuestions(deps: LimitsDeps, request: LimitRequest, tokenGuid: string) {
  const { answered } = (yield race({
    answered: take(limitTestAnswersSubmitted.type),
    dismissed: take(limitSaveDismissed.type),
    out: take([loggedOut.type, sessionEnded.type]),
  })) as { answered?: ReturnType<typeof limitTestAnswersSubmitted> };
  if (!answered) return;
  try {
    const result: CallResponse<typeof submitLimitTestAnswers> = yield call(
      sendLimitsCall,
      deps,
      submitLimitTestAnswers,
      { body: { tokenGuid, answers: answered.payload.answers } },
    );
    if (result.success) {
      yield put(limitsLoaded({ limits: result.limitsData }));
      yield put(limitSaved({ limitType: request.limitType }));
      yield put(notify({ tone: 'success', text: LIMIT_SAVED_KEY }));
      return;
    }
    yield put(limitSaveRefused({ limitType: request.limitType, problem: { key: LIMIT_TEST_FAILED_KEY } }));
  } catch (error) {
    yield put(limitSaveRefused({ limitType: request.limitType, problem: problemOf(error) }));
  }
  yield call(loadLimits, deps);
}

/**
 * The player saves a limit: checked as the server would (spec 02 §5, limit-value.ts) and by the
 * extra-limits lock, then POST limits. No questions: done, the answer's list is the new one.
 * Questions: the dialog asks them and the answers go with the tokenGuid. A refusal keeps what was
 * typed (the save slice keeps the drafts) and says why: the server's title first.
 */
function* save(deps: LimitsDeps, action: ReturnType<typeof limitSaveRequested>) {
  const { limitType, text, noLimit = false, reasonId } = action.payload;
  const available: AvailableLimit | undefined = yield select((state: WithLimits) =>
    selectAvailableLimit(state, limitType),
  );
  const check = checkLimitValue(limitType, text, available, noLimit);
  if (!check.ok) {
    const problem = check.max === undefined ? { key: check.key } : { key: check.key, max: check.max };
    yield put(limitSaveRefused({ limitType, problem }));
    return;
  }
  const limits: ReturnType<typeof selectLimits> = yield select(selectLimits);
  if (isExtraLimitsLocked(limits) && isLockedByExtraLimitsLock(limitType)) {
    yield put(limitSaveRefused({ limitType, problem: { key: 'limits_error_locked_by_extra_limits_lock' } }));
    return;
  }
  const request: LimitRequest = {
    limitType,
    limitValue: check.value,
    ...(reasonId === undefined ? {} : { selfExcludeReason: reasonId }),
  };
  try {
    const answer: CallResponse<typeof saveLimits> = yield call(sendLimitsCall, deps, saveLimits, {
      body: { limits: [request] },
    });
    const { questions, tokenGuid, limitsData } = answer.data;
    if (questions.length > 0 && tokenGuid) {
      yield put(limitQuestionsAsked({ questions, tokenGuid }));
      yield call(answerQuestions, deps, request, tokenGuid);
      return;
    }
    yield put(limitsLoaded({ limits: limitsData }));
    yield put(limitSaved({ limitType }));
    yield put(notify({ tone: 'success', text: LIMIT_SAVED_KEY }));
  } catch (error) {
    yield put(limitSaveRefused({ limitType, problem: problemOf(error) }));
  }
}

export function* saveSaga(deps: LimitsDeps) {
  yield takeLeading(limitSaveRequested.type, save, deps);
}
