import { memo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { mediaSelected, mediaUnselected, mediaIdOf, selectGameMedia, selectShownTarget } from '@bet/media';
import { MediaIcons } from '../media-icons';
import type { MediaUiState } from './state';

export interface ConnectedMediaIconsProps {
  gameId: number;
  sportId: number;
  /** The game's name ("Arsenal – Chelsea"): the media's title. */
  game: string;
  /** The game page, kept with the media so the floating player and side zones link back. */
  gameLink: string;
  /**
   * Where the icons are (libs/media/core README "Targets"): on a list row the video opens in the
   * floating player and the zone on the side, both kept across pages; on the game page both open
   * on its board, cleared when the page is left.
   */
  place: 'row' | 'page';
}

/** A live game's video and zone icons: press to show, press again to close. */
export const ConnectedMediaIcons = memo(function ConnectedMediaIcons({
  gameId,
  sportId,
  game,
  gameLink,
  place,
}: ConnectedMediaIconsProps) {
  const dispatch = useDispatch();
  const media = useSelector((state: MediaUiState) => selectGameMedia(state, gameId));
  const videoTarget = useSelector((state: MediaUiState) => selectShownTarget(state, gameId, 'video'));
  const zoneTarget = useSelector((state: MediaUiState) => selectShownTarget(state, gameId, 'zone'));
  if (!media) return null;
  const { videoId, zoneId } = media;
  const common = { gameId, sportId, title: game, gameLink };
  return (
    <MediaIcons
      game={game}
      hasVideo={videoId !== null}
      hasZone={zoneId !== null}
      videoShown={videoTarget !== undefined}
      zoneShown={zoneTarget !== undefined}
      onVideo={() => {
        if (videoTarget) dispatch(mediaUnselected({ id: mediaIdOf('video', gameId, videoId, null) }));
        else if (place === 'row') {
          dispatch(mediaSelected({ ...common, type: 'video', videoId, target: 'floating', autoClearable: false }));
        } else dispatch(mediaSelected({ ...common, type: 'video', videoId, target: 'board' }));
      }}
      onZone={() => {
        if (zoneTarget) dispatch(mediaUnselected({ id: mediaIdOf('zone', gameId, null, zoneId) }));
        else if (place === 'row') {
          dispatch(mediaSelected({ ...common, type: 'zone', zoneId, target: 'side', autoClearable: false }));
        } else dispatch(mediaSelected({ ...common, type: 'zone', zoneId, target: 'board' }));
      }}
    />
  );
});
