import { getPlayerIdeas, shareIdea, type OfficeAnswer, type PlayerIdea } from '@bet/contract';
import { notify } from '@bet/notifications';
import { call, put } from 'redux-saga/effects';
import { isOfficeSuccess, officeNotices, type OfficeOutcome } from './office-notices';
import type { SupportDeps } from './support-deps';
import { ideaShareAnswered, ideasFailed, ideasLoaded, type ideaShareRequested } from './ideas-slice';

/** The success text of a shared idea (spec 02 §8 Office "success ... texts by key"). */
export const IDEA_SUCCESS_KEY = 'idea_share_success';

export function* loadIdeas(deps: SupportDeps) {
  try {
    const answer: { ideas: PlayerIdea[] } = yield call(() => deps.api.call(getPlayerIdeas, {}));
    yield put(ideasLoaded(answer));
  } catch (error) {
    deps.logger.warn('Loading the ideas failed', { error: String(error) });
    yield put(ideasFailed());
  }
}

/**
 * Shares an idea with the office message rule (spec 02 §8 Office); once the server took it the
 * list reloads to show it with its state. A refusal (3 an hour) or a failure keeps the form's text.
 */
export function* sendIdea(deps: SupportDeps, action: ReturnType<typeof ideaShareRequested>) {
  let outcome: OfficeOutcome;
  try {
    const answer: OfficeAnswer = yield call(() => deps.api.call(shareIdea, { body: action.payload }));
    outcome = { kind: 'answer', answer };
  } catch {
    outcome = { kind: 'error' };
  }
  for (const notice of officeNotices(outcome, { id: 'idea-share', successKey: IDEA_SUCCESS_KEY }))
    yield put(notify(notice));
  const ok = isOfficeSuccess(outcome);
  yield put(ideaShareAnswered({ ok }));
  if (ok) yield call(loadIdeas, deps);
}
