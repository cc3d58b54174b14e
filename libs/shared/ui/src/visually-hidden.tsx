import type { ReactNode } from 'react';
import a11y from './a11y.module.css';

export interface VisuallyHiddenProps {
  children: ReactNode;
}

/** Text a screen reader speaks and the screen does not show (a label, a unit, a change). */
export function VisuallyHidden({ children }: VisuallyHiddenProps) {
  return <span className={a11y.visuallyHidden}>{children}</span>;
}
