import { z } from 'zod/mini';

/**
 * Spec 02 §8 "Office": the answer of an office form or setting save, and the one rule for the
 * messages it shows. The office calls of spec 02 have no paths ("paths not shown"); ours all
 * answer this shape (account flows, support, "save one setting").
 */
export const OFFICE_ANSWER_STATUS = { done: 1, refused: 2 } as const;

export const officeAnswerSchema = z.object({
  status: z.union([z.literal(OFFICE_ANSWER_STATUS.done), z.literal(OFFICE_ANSWER_STATUS.refused)]),
  /** The server's messages, shown as they came; may be empty. */
  messages: z.array(z.string()),
});
export type OfficeAnswer = z.infer<typeof officeAnswerSchema>;

/** Spec 02 §8 Office "At most 3 messages shown at once". */
export const MAX_OFFICE_MESSAGES = 3;
/** Spec 02 §8 Office "otherwise 'main_query_error'". */
export const OFFICE_QUERY_ERROR_KEY = 'main_query_error';
/** Spec 02 §8 Office "Success shows each server message or 'main_save_success'". */
export const OFFICE_SAVE_SUCCESS_KEY = 'main_save_success';

/** A message to show: the server's own text, or a translation key (`isKey`). */
export interface OfficeMessage {
  tone: 'success' | 'error';
  text: string;
  isKey: boolean;
}

/**
 * Spec 02 §8 Office: "status 2 shows the server message (priority 1); otherwise
 * 'main_query_error'. At most 3 messages shown at once, sorted by priority. Success shows each
 * server message or 'main_save_success'." `answer` null: the call failed (network, 5xx, a bad
 * answer). A form may name its own success key.
 */
export function officeMessages(
  answer: OfficeAnswer | null,
  successKey: string = OFFICE_SAVE_SUCCESS_KEY,
): OfficeMessage[] {
  const server = (answer?.messages ?? []).map((text) => text.trim()).filter((text) => text !== '');
  const done = answer?.status === OFFICE_ANSWER_STATUS.done;
  const tone = done ? 'success' : 'error';
  // Server messages are priority 1 and the keys the fallback, so a key shows only without them.
  const messages: OfficeMessage[] =
    answer !== null && server.length > 0
      ? server.map((text) => ({ tone, text, isKey: false }))
      : [{ tone, text: done ? successKey : OFFICE_QUERY_ERROR_KEY, isKey: true }];
  return messages.slice(0, MAX_OFFICE_MESSAGES);
}
