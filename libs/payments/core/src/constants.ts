/** Decisions where the spec shows no figure (README "Decisions"). */

/** A payment still pending on the return page is read again after this long at first... */
export const RETURN_POLL_MS = 2_000;
/** ...and the wait doubles up to this, so a payment that takes hours costs few calls. */
export const RETURN_POLL_MAX_MS = 30_000;
/** Payments per page of the payment history (the contract's default). */
export const HISTORY_PAY_PAGE_SIZE = 20;
/** How many of the player's recent payments the create-request form offers as its transaction. */
export const REQUEST_TRANSACTIONS_LIMIT = 50;

export const PAYMENTS_LOAD_FAILED = 'A payments call failed';
