import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoadStatus } from '@bet/bonuses';
import { Alert, Button, Spinner } from '@bet/ui';

export interface LoadStateProps {
  status: LoadStatus;
  /** The page has data to show (then a reload or a failed reload keeps it on screen). */
  hasData: boolean;
  onRetry: () => void;
  children: ReactNode;
}

/**
 * A page's data as it loads: a spinner before the first answer, an error with a retry when that
 * failed (nothing lost: the retry reads again), the content once there is some.
 */
export function LoadState({ status, hasData, onRetry, children }: LoadStateProps) {
  const { t } = useTranslation();
  if (hasData) return <>{children}</>;
  if (status === 'failed')
    return (
      <Alert
        tone="error"
        action={
          <Button variant="secondary" onClick={onRetry}>
            {t('bonuses_retry')}
          </Button>
        }
      >
        {t('bonuses_failed')}
      </Alert>
    );
  return <Spinner label={t('bonuses_loading')} />;
}
