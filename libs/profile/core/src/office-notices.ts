import { officeMessages, type OfficeAnswer } from '@bet/contract';
import type { NotifyInput } from '@bet/notifications';

/**
 * Spec 02 §8 Office, as notifications: the messages of `officeMessages` (@bet/contract: the
 * server's first, at most 3; `answer` null: the call failed), with the form's success key. `id`
 * keeps a second send of the same form from stacking copies.
 */
export function profileNotices(answer: OfficeAnswer | null, form: { id: string; successKey?: string }): NotifyInput[] {
  return officeMessages(answer, form.successKey).map(({ tone, text, isKey }, index) => ({
    tone,
    text,
    // "status 2 shows the server message (priority 1)": above other notifications.
    ...(tone === 'error' && !isKey ? { priority: 1 } : {}),
    id: `${form.id}-${index}`,
  }));
}
