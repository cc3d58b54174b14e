import type { WithMedia } from '@bet/media';
import type { WithSession } from '@bet/session';

/** What the connected components read: the media slice and the session (the video token). */
export type MediaUiState = WithMedia & WithSession;
