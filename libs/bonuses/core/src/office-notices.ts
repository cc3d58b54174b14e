import { officeMessages, type OfficeAnswer } from '@bet/contract';
import type { NotifyInput } from '@bet/notifications';

/**
 * Spec 02 §8 Office, as notifications: the messages of `officeMessages` (@bet/contract: the
 * server's first, at most 3; `answer` null when the call failed), with the action's own success key.
 * `id` keeps a second press from stacking copies.
 */
export function bonusNotices(answer: OfficeAnswer | null, form: { id: string; successKey: string }): NotifyInput[] {
  return officeMessages(answer, form.successKey).map(({ tone, text, isKey }, index) => ({
    tone,
    text,
    // "status 2 shows the server message (priority 1)".
    ...(tone === 'error' && !isKey ? { priority: 1 } : {}),
    id: `${form.id}-${index}`,
  }));
}
