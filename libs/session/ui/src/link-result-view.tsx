import type { ReactNode } from 'react';
import { Alert, Button, Spinner } from '@bet/ui';
import styles from './account-pages.module.css';

export interface LinkResultViewProps {
  /** The page's heading. */
  title: string;
  /** `pending`: the link is being used; `done`: `message` says what happened; `failed`: the call failed. */
  status: 'idle' | 'pending' | 'done' | 'failed';
  /** What the spinner says while pending. */
  pendingLabel: string;
  /** What happened (done) or why it failed. */
  message: { tone: 'success' | 'warning' | 'error'; text: string } | null;
  /** The failed call's server message, under the failure text. */
  detail?: string | null;
  retryLabel: string;
  onRetry: () => void;
  /** Ways on (a link home, to the security page). */
  actions?: ReactNode;
}

/**
 * A page that acts on its e-mailed link as it opens (issue 12: e-mail confirmation, stop
 * newsletter) and says what happened: done, expired, already used, not valid, or a failure to
 * try again.
 */
export function LinkResultView({
  title,
  status,
  pendingLabel,
  message,
  detail,
  retryLabel,
  onRetry,
  actions,
}: LinkResultViewProps) {
  return (
    <section className={styles.page} aria-labelledby="link-result-title" aria-busy={status === 'pending' || undefined}>
      <h1 id="link-result-title" className={styles.title}>
        {title}
      </h1>
      {status === 'idle' || status === 'pending' ? <Spinner label={pendingLabel} /> : null}
      {status === 'failed' && message ? (
        <Alert
          tone="error"
          title={message.text}
          action={
            <Button variant="secondary" size="sm" onClick={onRetry}>
              {retryLabel}
            </Button>
          }
        >
          {detail}
        </Alert>
      ) : null}
      {status === 'done' && message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      {status === 'done' && actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  );
}
