/** Spec 02 §9 Retries "Account update: 5 retries, 2500 ms": while no active account exists. */
export const ACCOUNT_UPDATE_RETRIES = 5;
export const ACCOUNT_UPDATE_RETRY_DELAY_MS = 2500;

/** Spec 02 §9 "add-currency polling 1000 ms": the accounts refetched until the new one appears. */
export const ADD_CURRENCY_POLL_MS = 1000;
/**
 * The spec polls "until it appears" and names no end. Ours stops after a minute (decision, see
 * README): a server that never lists the account must not be polled for as long as the page lives.
 */
export const ADD_CURRENCY_POLL_LIMIT = 60;

/** Spec 02 §8 "Successful change outside listed routes shows 'main_account_will_set' with the account id". */
export const ACCOUNT_WILL_SET_KEY = 'main_account_will_set';
/**
 * The "listed routes" where a successful change shows no notice. The spec does not list them;
 * ours are the payment pages, which show the account they act on themselves (decision, see README).
 */
export const SILENT_ACCOUNT_CHANGE_ROUTE_IDS: readonly string[] = ['recharge', 'deduce'];

/** Logged: the account list could not be read after every retry. */
export const ACCOUNTS_LOAD_FAILED = 'Accounts: the account list could not be loaded';
