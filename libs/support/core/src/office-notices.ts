import { OFFICE_ANSWER_STATUS, type OfficeAnswer } from '@bet/contract';
import { officeNotices as officeAnswerNotices, type NotifyInput } from '@bet/notifications';

/** What an office form's send came to: the server's answer, or no answer (network, 5xx, 4xx). */
export type OfficeOutcome = { kind: 'answer'; answer: OfficeAnswer } | { kind: 'error' };

/** Spec 02 §8 Office, as notifications (@bet/notifications `officeNotices`), for a form's send. */
export function officeNotices(outcome: OfficeOutcome, form: { id: string; successKey?: string }): NotifyInput[] {
  return officeAnswerNotices(outcome.kind === 'answer' ? outcome.answer : null, form);
}

/** Whether the form's send went through (the form then clears; otherwise it keeps what was typed). */
export const isOfficeSuccess = (outcome: OfficeOutcome): boolean =>
  outcome.kind === 'answer' && outcome.answer.status === OFFICE_ANSWER_STATUS.done;
