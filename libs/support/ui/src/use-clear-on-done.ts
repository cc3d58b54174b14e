import { useState } from 'react';
import type { FormStatus } from '@bet/support';

/**
 * Calls `clear` once when a send went through (pending -> done), never on a failure: a failing
 * send keeps what was typed (issue 12 "a failing save keeps what was typed").
 */
export function useClearOnDone(status: FormStatus, clear: () => void) {
  const [last, setLast] = useState(status);
  if (status !== last) {
    setLast(status);
    if (last === 'pending' && status === 'done') clear();
  }
}
