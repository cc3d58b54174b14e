import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from 'react-redux';
import { mediaPageUrl, selectGameMedia, type MediaType } from '@bet/media';
import { selectIsAuthenticated, selectVideoToken } from '@bet/session';
import type { MediaUiState } from './state';

/**
 * The provider's page of a game's video or zone. A video plays with the session's video token
 * (its one refresher, spec 02 §9 every 600000 ms); the frame keeps the token it opened with, as
 * the provider's viewing ticket outlives it, so a refresh does not reload the picture. A visitor
 * gets no page for a video, and is asked to sign in.
 */
export function useMediaSrc(type: MediaType, gameId: number): { src: string | null; needsSignIn: boolean } {
  const { i18n } = useTranslation();
  const media = useSelector((state: MediaUiState) => selectGameMedia(state, gameId));
  const signedIn = useSelector(selectIsAuthenticated);
  const token = useSelector(selectVideoToken);
  const opened = useRef<string | null>(null);
  if (!signedIn || !token) opened.current = null;
  else if (opened.current === null) opened.current = token;
  const src = mediaPageUrl(type, media, { token: opened.current, lang: i18n.language });
  return { src, needsSignIn: type === 'video' && !signedIn };
}
