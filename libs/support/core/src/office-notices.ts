import { OFFICE_ANSWER_STATUS, officeMessages, type OfficeAnswer } from '@bet/contract';
import type { NotifyInput } from '@bet/notifications';

/** What an office form's send came to: the server's answer, or no answer (network, 5xx, 4xx). */
export type OfficeOutcome = { kind: 'answer'; answer: OfficeAnswer } | { kind: 'error' };

/**
 * Spec 02 §8 Office, as notifications: the messages of `officeMessages` (@bet/contract: the
 * server's first, at most 3), with the form's own success key. `id` keeps a second send of the
 * same form from stacking copies.
 */
export function officeNotices(outcome: OfficeOutcome, form: { id: string; successKey?: string }): NotifyInput[] {
  const answer = outcome.kind === 'answer' ? outcome.answer : null;
  return officeMessages(answer, form.successKey).map(({ tone, text, isKey }, index) => ({
    tone,
    text,
    // "status 2 shows the server message (priority 1)": above other notifications.
    ...(tone === 'error' && !isKey ? { priority: 1 } : {}),
    id: `${form.id}-${index}`,
  }));
}

/** Whether the form's send went through (the form then clears; otherwise it keeps what was typed). */
export const isOfficeSuccess = (outcome: OfficeOutcome): boolean =>
  outcome.kind === 'answer' && outcome.answer.status === OFFICE_ANSWER_STATUS.done;
