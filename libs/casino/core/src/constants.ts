/** Games asked per page of a list (the contract allows up to CASINO_PAGE_MAX). */
export const CASINO_PAGE_SIZE = 60;

/** The pause after the last keystroke before the search is asked (issue 14: debounced). */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * How long the game page waits for the framed game's `gameLoaded` before it shows the retry
 * (issue 14 "a game that fails to load shows a retry"). Ours: the spec shows no figure.
 */
export const GAME_LOAD_TIMEOUT_MS = 20_000;

/** A running tournament's leaderboard is read again this long after each answer (ours). */
export const LEADERBOARD_POLL_MS = 10_000;

/** Rounds shown in the casino tab of the history (the contract's default). */
export const CASINO_ROUNDS_LIMIT = 50;

/** What the logger hears when the page ignores a message of the framed game. */
export const GAME_MESSAGE_IGNORED_LOG = 'A message to the game page was ignored';
