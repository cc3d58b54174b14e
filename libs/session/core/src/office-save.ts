import { call } from 'redux-saga/effects';
import { officeMessages, type OfficeAnswer, type OfficeMessage } from '@bet/contract';
import { isApiError } from '@bet/request';

/** Too many wrong current-password guesses (the sandbox answers 429 until its window ends): ours, by key. */
export const TOO_MANY_ATTEMPTS_KEY = 'security_too_many_attempts';

/**
 * An office call's messages by spec 02 §8 (`officeMessages`), and whether it was done. A 429 is
 * not "main_query_error": the player is told to wait, by key.
 */
export function* officeSave(send: () => Promise<OfficeAnswer>) {
  try {
    const answer: OfficeAnswer = yield call(send);
    return { saved: answer.status === 1, messages: officeMessages(answer) };
  } catch (error) {
    const messages: OfficeMessage[] =
      isApiError(error) && error.status === 429
        ? [{ tone: 'error', text: TOO_MANY_ATTEMPTS_KEY, isKey: true }]
        : officeMessages(null);
    return { saved: false, messages };
  }
}

export interface OfficeSaveResult {
  saved: boolean;
  messages: OfficeMessage[];
}
