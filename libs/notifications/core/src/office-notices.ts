import { officeMessages, type OfficeAnswer } from '@bet/contract';
import type { NotifyInput } from './notifications-slice';

/**
 * Spec 02 §8 Office, as notifications: the messages of `officeMessages` (@bet/contract: the
 * server's first, at most 3; `answer` null when the call failed), with the form's own success key
 * (`main_save_success` without one). A server's status-2 message comes first (priority 1); `id`
 * keeps a second send of the same form from stacking copies.
 */
export function officeNotices(answer: OfficeAnswer | null, form: { id: string; successKey?: string }): NotifyInput[] {
  return officeMessages(answer, form.successKey).map(({ tone, text, isKey }, index) => ({
    tone,
    text,
    ...(tone === 'error' && !isKey ? { priority: 1 } : {}),
    id: `${form.id}-${index}`,
  }));
}
