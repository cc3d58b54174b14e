import type { OfficeAnswer } from '@bet/contract';
import { OFFICE_ANSWER_STATUS } from '@bet/contract';
import { MAX_VISIBLE_NOTIFICATIONS, type NotifyInput } from '@bet/notifications';

/** Spec 02 §8 Office "otherwise 'main_query_error'". */
export const QUERY_ERROR_KEY = 'main_query_error';
/** Spec 02 §8 Office "Success shows each server message or 'main_save_success'". */
export const SAVE_SUCCESS_KEY = 'main_save_success';

/** What an office form's send came to: the server's answer, or no answer (network, 5xx, 4xx). */
export type OfficeOutcome = { kind: 'answer'; answer: OfficeAnswer } | { kind: 'error' };

/**
 * Spec 02 §8 Office: a status-2 answer shows the server's messages first (priority 1), any other
 * failure 'main_query_error'; a success shows each server message or the form's success key; at
 * most 3 at once, by priority. `id` keeps a second send of the same form from stacking copies.
 */
export function officeNotices(outcome: OfficeOutcome, form: { id: string; successKey?: string }): NotifyInput[] {
  const successKey = form.successKey ?? SAVE_SUCCESS_KEY;
  let notices: NotifyInput[];
  if (outcome.kind === 'error') {
    notices = [{ tone: 'error', text: QUERY_ERROR_KEY }];
  } else if (outcome.answer.status === OFFICE_ANSWER_STATUS.refused) {
    const server = outcome.answer.messages.filter((text) => text.trim() !== '');
    notices = [
      ...server.map((text) => ({ tone: 'error' as const, text, priority: 1 })),
      ...(server.length === 0 ? [{ tone: 'error' as const, text: QUERY_ERROR_KEY }] : []),
    ];
  } else {
    const server = outcome.answer.messages.filter((text) => text.trim() !== '');
    notices =
      server.length > 0 ? server.map((text) => ({ tone: 'success', text })) : [{ tone: 'success', text: successKey }];
  }
  return [...notices]
    .sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0))
    .slice(0, MAX_VISIBLE_NOTIFICATIONS)
    .map((notice, index) => ({ ...notice, id: `${form.id}-${index}` }));
}

/** Whether the form's send went through (the form then clears; otherwise it keeps what was typed). */
export const isOfficeSuccess = (outcome: OfficeOutcome): boolean =>
  outcome.kind === 'answer' && outcome.answer.status === OFFICE_ANSWER_STATUS.done;
