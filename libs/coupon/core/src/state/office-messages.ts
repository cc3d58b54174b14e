import type { SaveOfficeSettingAnswer } from '@bet/contract';

/** Spec 02 §8 Office "At most 3 messages shown at once". */
export const MAX_OFFICE_MESSAGES = 3;

/** A message of a save: the server's own text, or one of the spec's keys. */
export type OfficeMessage = { text: string } | { key: 'main_save_success' | 'main_query_error' };

/**
 * Spec 02 §8 Office, a settings save: a status-2 answer shows the server's messages first
 * (priority 1), otherwise 'main_query_error'; a failed call (no answer) shows 'main_query_error';
 * a saved one shows each server message or 'main_save_success'. At most 3.
 */
export function officeSaveMessages(answer: SaveOfficeSettingAnswer | null): OfficeMessage[] {
  const server = (answer?.messages ?? []).map((text) => ({ text }));
  const fallback: OfficeMessage = { key: answer?.status === 1 ? 'main_save_success' : 'main_query_error' };
  return (server.length > 0 ? server : [fallback]).slice(0, MAX_OFFICE_MESSAGES);
}
