import { useId } from 'react';
import { Button } from '@bet/ui';

export interface VerificationCardProps {
  /** The heading, already translated: it names the region. */
  title: string;
  /** The button's text, already translated. */
  actionLabel: string;
  onAction: () => void;
}

/** Props only: a connected wrapper selects what it shows and dispatches what it reports. */
export function VerificationCard({ title, actionLabel, onAction }: VerificationCardProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <Button onClick={onAction}>{actionLabel}</Button>
    </section>
  );
}
