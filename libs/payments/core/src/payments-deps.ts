import type { Clock, Logger } from '@bet/platform';
import type { ApiClient } from '@bet/request';

/** What the payment sagas get from the outside world: ports, never a DOM global. */
export interface PaymentsDeps {
  /** Sends @bet/contract's payment calls. */
  api: Pick<ApiClient, 'call'>;
  clock: Clock;
  logger: Pick<Logger, 'warn' | 'error'>;
  /**
   * Sends the browser to the payment provider's page (another origin: a full-page navigation).
   * The app passes `(url) => window.location.assign(url)`; tests record the URL.
   */
  leavePage: (url: string) => void;
  /** A fresh id for one deposit or withdrawal attempt (the contract's requestId, 8-64 characters). */
  newRequestId: () => string;
  /** Payments per page of the history; HISTORY_PAY_PAGE_SIZE unless given. */
  pageSize?: number;
}
