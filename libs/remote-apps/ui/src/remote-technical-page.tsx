import type { ReactNode } from 'react';
import { RemotePage } from './remote-page';

export const TECHNICAL_APP_NAME = 'technical';

export interface RemoteTechnicalPageProps {
  /** The inline error shown when the remote page cannot be loaded (spec 02 §8). */
  fallback: ReactNode;
}

/**
 * Spec 01 §2 "An unmatched path shows a technical error page loaded remotely"; spec 02 §8 "if
 * that fails, an inline error". The inline error shows at the first failure rather than after
 * the last retry: a player on a missing page should not wait 7 s to learn so. The loader keeps
 * retrying behind it, and the remote page replaces it if a retry succeeds.
 */
export function RemoteTechnicalPage({ fallback }: RemoteTechnicalPageProps) {
  return <RemotePage appName={TECHNICAL_APP_NAME} errorFallback={fallback} />;
}
