import type { Clock, Logger } from '@bet/platform';
import type { ApiClient } from '@bet/request';

/** What the office sagas need from outside; the app passes the real ones, tests fakes. */
export interface OfficeDeps {
  /** Sends @bet/contract's getBetHistory and getCouponById. */
  api: Pick<ApiClient, 'call'>;
  /** Epoch ms; stamps when the list was last brought up to date. */
  clock: Clock;
  logger: Pick<Logger, 'warn' | 'error'>;
  /** Coupons per page; HISTORY_PAGE_SIZE unless given. */
  pageSize?: number;
  /** The page's language: the settings page's sport names come in it (getOfficeSettings `lang`). */
  language?: () => string;
}
