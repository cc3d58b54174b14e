import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import type { Media, MediaType } from '@bet/media';
import { signInOpened } from '@bet/session';
import { MediaView } from '../media-view';
import { useMediaSrc } from './use-media-src';

/** The heading of a media: "Video: Arsenal – Chelsea" or "Match zone: ...". */
export const mediaTitleKey = (type: MediaType) => (type === 'video' ? 'media_video_title' : 'media_zone_title');

/** A selected media, framed from the provider, or the sign-in prompt for a visitor's video. */
export function ConnectedMediaView({ media }: { media: Media }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { src, needsSignIn } = useMediaSrc(media.type, media.gameId);
  return (
    <MediaView
      title={t(mediaTitleKey(media.type), { game: media.title })}
      src={src}
      needsSignIn={needsSignIn}
      onSignIn={() => dispatch(signInOpened())}
    />
  );
}
