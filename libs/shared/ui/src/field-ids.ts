import { useId } from 'react';

/**
 * Ids that tie a control to its hint and error text: the control gets `aria-describedby` with
 * both (hint first, the error last so it is read after the label) and `aria-invalid` while an
 * error shows, so a screen reader says what is wrong when the field receives focus.
 */
export function useFieldIds(id: string | undefined, hint: unknown, error: unknown, describedBy?: string) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const hasError = error != null && error !== '' && error !== false;
  const describedByIds =
    [describedBy, hint == null || hint === '' ? null : hintId, hasError ? errorId : null].filter(Boolean).join(' ') ||
    undefined;
  /** What the control itself carries: its id and the two ARIA links. */
  const control = { id: inputId, 'aria-invalid': hasError || undefined, 'aria-describedby': describedByIds };
  return { inputId, hintId, errorId, hasError, describedByIds, control };
}

export type FieldIds = ReturnType<typeof useFieldIds>;
