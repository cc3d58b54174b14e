import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import {
  liveMediaRefreshRequested,
  mediaCleared,
  mediaSelected,
  mediaUnselected,
  selectBoardMedia,
  selectHasLiveMediaLoaded,
} from '@bet/media';
import { MediaBoard } from '../media-board';
import { ConnectedMediaView, mediaTitleKey } from './connected-media-view';
import type { MediaUiState } from './state';

/**
 * A game page's board: the video and zone its icons opened. Leaving the page clears them (spec
 * 01 §4 "clearing removes autoClearable entries"); the floating player and side zones stay. A
 * live game the media list does not know yet asks for the list at once (it is read only every
 * 600000 ms, spec 02 §9).
 */
export function ConnectedMediaBoard({ gameId, isLive }: { gameId: number; isLive: boolean }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const items = useSelector((state: MediaUiState) => selectBoardMedia(state, gameId));
  const known = useSelector((state: MediaUiState) => state.media.live.byGame[gameId] !== undefined);
  const loaded = useSelector(selectHasLiveMediaLoaded);
  useEffect(() => () => void dispatch(mediaCleared()), [dispatch]);
  const wanted = isLive && loaded && !known;
  useEffect(() => {
    // Once per game: a game the provider does not cover is not asked for again on this page.
    if (wanted) dispatch(liveMediaRefreshRequested());
  }, [dispatch, gameId, wanted]);
  const move = (id: string, target: 'floating' | 'fullscreen') => {
    const media = items.find((item) => item.id === id);
    if (media) dispatch(mediaSelected({ ...media, target, autoClearable: false, isFloating: target === 'floating' }));
  };
  return (
    <MediaBoard
      items={items.map((media) => ({
        id: media.id,
        title: t(mediaTitleKey(media.type), { game: media.title }),
        view: <ConnectedMediaView media={media} />,
      }))}
      onFloat={(id) => move(id, 'floating')}
      onFullscreen={(id) => move(id, 'fullscreen')}
      onClose={(id) => dispatch(mediaUnselected({ id }))}
    />
  );
}
