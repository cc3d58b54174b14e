import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import {
  floatingPlayerMoved,
  mediaSelected,
  mediaUnselected,
  selectFloatingMedia,
  selectFloatingPosition,
  selectFullscreenMedia,
  selectFullscreenReturn,
  selectSideZones,
} from '@bet/media';
import { FloatingPlayer } from '../floating-player';
import { FullscreenPlayer } from '../fullscreen-player';
import { SideZones } from '../side-zones';
import { ConnectedMediaView, mediaTitleKey } from './connected-media-view';
import type { MediaUiState } from './state';

/**
 * What live media draws over every page (issue 15): the floating player, the media in full
 * screen and the side zones. The app mounts it once in its layouts, so the floating player
 * stays while the player moves from page to page.
 */
export function MediaHost() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const floating = useSelector(selectFloatingMedia);
  const position = useSelector(selectFloatingPosition);
  const fullscreen = useSelector(selectFullscreenMedia);
  const back = useSelector(selectFullscreenReturn);
  const sideZones = useSelector((state: MediaUiState) => selectSideZones(state));
  const titleOf = (media: { type: 'video' | 'zone'; title: string }) =>
    t(mediaTitleKey(media.type), { game: media.title });
  return (
    <>
      {floating ? (
        <FloatingPlayer
          title={titleOf(floating)}
          position={position}
          gameLink={floating.gameLink}
          onMove={(next) => dispatch(floatingPlayerMoved(next))}
          onFullscreen={() => dispatch(mediaSelected({ ...floating, target: 'fullscreen' }))}
          onClose={() => dispatch(mediaUnselected({ id: floating.id }))}
        >
          <ConnectedMediaView media={floating} />
        </FloatingPlayer>
      ) : null}
      <SideZones
        items={sideZones.map((zone) => ({
          id: zone.id,
          title: titleOf(zone),
          gameLink: zone.gameLink,
          view: <ConnectedMediaView media={zone} />,
        }))}
        onClose={(id) => dispatch(mediaUnselected({ id }))}
      />
      {fullscreen ? (
        <FullscreenPlayer
          title={titleOf(fullscreen)}
          onExit={() =>
            dispatch(
              mediaSelected({
                ...fullscreen,
                target: back,
                autoClearable: back === 'board',
                isFloating: back === 'floating',
              }),
            )
          }
        >
          <ConnectedMediaView media={fullscreen} />
        </FullscreenPlayer>
      ) : null}
    </>
  );
}
