import type { OfficeAnswer } from '@bet/contract';

/** Spec 02 §9 "Max notifications at once 3" and §8 Office "At most 3 messages shown at once". */
export const MAX_OFFICE_MESSAGES = 3;

/** A message of an office save: the server's own text, or a translation key of ours. */
export interface OfficeMessage {
  tone: 'success' | 'error';
  text: string;
  /** true: `text` is a translation key (main_save_success, main_query_error). */
  isKey: boolean;
}

/** What came of an office call: its answer, or nothing (it threw: network, 500, a bad answer). */
export type OfficeResult = { answer: OfficeAnswer } | { answer: null };

interface Ranked extends OfficeMessage {
  priority: number;
}

/**
 * Spec 02 §8 Office: "status 2 shows the server message (priority 1); otherwise
 * 'main_query_error'. At most 3 messages shown at once, sorted by priority. Success shows each
 * server message or 'main_save_success'."
 */
export function officeMessages(result: OfficeResult): OfficeMessage[] {
  const { answer } = result;
  const server = (answer?.messages ?? []).map((text) => text.trim()).filter((text) => text !== '');
  let ranked: Ranked[];
  if (answer?.status === 1) {
    ranked =
      server.length > 0
        ? server.map((text) => ({ tone: 'success', text, isKey: false, priority: 1 }))
        : [{ tone: 'success', text: 'main_save_success', isKey: true, priority: 2 }];
  } else {
    ranked = [
      ...(answer?.status === 2
        ? server.map((text): Ranked => ({ tone: 'error', text, isKey: false, priority: 1 }))
        : []),
    ];
    if (ranked.length === 0) ranked.push({ tone: 'error', text: 'main_query_error', isKey: true, priority: 2 });
  }
  return ranked
    .sort((a, b) => a.priority - b.priority)
    .slice(0, MAX_OFFICE_MESSAGES)
    .map(({ tone, text, isKey }) => ({ tone, text, isKey }));
}
