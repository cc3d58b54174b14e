/** Spec 02 §4 "Remote sub-application loading": the four states and their codes. */
export const RemoteAppStatus = {
  NOT_EXIST: -2,
  ERROR: -1,
  LOADING: 1,
  READY: 2,
} as const;

export type RemoteAppStatus = (typeof RemoteAppStatus)[keyof typeof RemoteAppStatus];

export const REMOTE_APP_STATUSES: readonly RemoteAppStatus[] = Object.values(RemoteAppStatus);

/**
 * Spec 02 §4 "Allowed moves": NOT_EXIST to LOADING or READY; ERROR to LOADING or NOT_EXIST;
 * LOADING to ERROR, READY or NOT_EXIST; READY to NOT_EXIST only.
 */
const ALLOWED_MOVES: Readonly<Record<RemoteAppStatus, readonly RemoteAppStatus[]>> = {
  [RemoteAppStatus.NOT_EXIST]: [RemoteAppStatus.LOADING, RemoteAppStatus.READY],
  [RemoteAppStatus.ERROR]: [RemoteAppStatus.LOADING, RemoteAppStatus.NOT_EXIST],
  [RemoteAppStatus.LOADING]: [RemoteAppStatus.ERROR, RemoteAppStatus.READY, RemoteAppStatus.NOT_EXIST],
  [RemoteAppStatus.READY]: [RemoteAppStatus.NOT_EXIST],
};

export function canMove(from: RemoteAppStatus, to: RemoteAppStatus): boolean {
  return ALLOWED_MOVES[from].includes(to);
}

/**
 * The status after asking to move from `from` to `to`: `to` when the spec allows that move,
 * otherwise `from` unchanged. Every status change of the slice goes through here, so a late or
 * doubled event can never take a move the spec forbids.
 */
export function moveStatus(from: RemoteAppStatus, to: RemoteAppStatus): RemoteAppStatus {
  return canMove(from, to) ? to : from;
}
