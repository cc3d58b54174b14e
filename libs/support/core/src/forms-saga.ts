import { requestSupportCallback, sendSupportEmail, type OfficeAnswer } from '@bet/contract';
import { notify } from '@bet/notifications';
import { call, put } from 'redux-saga/effects';
import { isOfficeSuccess, officeNotices, type OfficeOutcome } from './office-notices';
import type { SupportDeps } from './support-deps';
import type { callbackRequested, supportEmailRequested } from './support-slice';
import { callbackAnswered, supportEmailAnswered } from './support-slice';

/** The success texts by key (spec 02 §8 Office "success ... texts by key"). */
export const CALLBACK_SUCCESS_KEY = 'support_callback_success';
export const EMAIL_SUCCESS_KEY = 'support_email_success';

function* outcomeOf(send: () => Promise<OfficeAnswer>) {
  try {
    const answer: OfficeAnswer = yield call(send);
    return { kind: 'answer', answer } satisfies OfficeOutcome;
  } catch {
    return { kind: 'error' } satisfies OfficeOutcome;
  }
}

function* showNotices(outcome: OfficeOutcome, form: { id: string; successKey: string }) {
  for (const notice of officeNotices(outcome, form)) yield put(notify(notice));
}

export function* sendCallbackRequest(deps: SupportDeps, action: ReturnType<typeof callbackRequested>) {
  const outcome: OfficeOutcome = yield* outcomeOf(() =>
    deps.api.call(requestSupportCallback, { body: action.payload }),
  );
  yield* showNotices(outcome, { id: 'support-callback', successKey: CALLBACK_SUCCESS_KEY });
  yield put(callbackAnswered({ ok: isOfficeSuccess(outcome) }));
}

export function* sendEmail(deps: SupportDeps, action: ReturnType<typeof supportEmailRequested>) {
  const outcome: OfficeOutcome = yield* outcomeOf(() => deps.api.call(sendSupportEmail, { body: action.payload }));
  yield* showNotices(outcome, { id: 'support-email', successKey: EMAIL_SUCCESS_KEY });
  yield put(supportEmailAnswered({ ok: isOfficeSuccess(outcome) }));
}
