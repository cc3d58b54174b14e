/** Spec 02 §9 "Face id timeout 20000 ms": no closed session by then ends the attempt. */
export const FACE_ID_TIMEOUT_MS = 20_000;
/** How often an active face-id session is asked for its result (ours). */
export const FACE_ID_POLL_MS = 2_000;
/** How often the verification page asks for its documents while it is shown (ours). */
export const OVERVIEW_POLL_MS = 15_000;
