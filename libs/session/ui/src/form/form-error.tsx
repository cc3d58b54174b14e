import type { Ref } from 'react';
import { Alert } from '@bet/ui';

export interface FormErrorProps {
  /** The server's message for the last failure; nothing is shown without one. */
  message: string | null;
  /** The form's `errorRef`: focus moves here when a new message comes. */
  ref?: Ref<HTMLDivElement>;
}

/** The server's message at the top of a form, in an alert that can take focus. */
export function FormError({ message, ref }: FormErrorProps) {
  if (!message) return null;
  return (
    <div ref={ref} tabIndex={-1}>
      <Alert tone="error">{message}</Alert>
    </div>
  );
}
