/**
 * Spec 01 §3 "Media entity": a video or a match zone of a game, shown on one screen target.
 * Built only through the constructor, which refuses an entity with neither a videoId nor a
 * zoneId (spec 02 §8, the exact text below). The store keeps its plain copy (`toMedia`).
 */

export const MEDIA_TYPES = ['video', 'zone'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/**
 * Spec 01 §3 "Screen targets: board, fullscreen, overview, side", plus the floating player that
 * follows the player across pages (issue 15; the spec's isFloating flag).
 */
export const MEDIA_TARGETS = ['board', 'fullscreen', 'overview', 'side', 'floating'] as const;
export type MediaTarget = (typeof MEDIA_TARGETS)[number];

/** Spec 01 §3 "videoSourceType (default LIVE)"; the other sources are not shown. */
export type VideoSourceType = 'LIVE';

/** Spec 02 §8 "Logged only": the one error of the entity, word for word. */
export const MEDIA_ENTITY_ERROR = 'One of the parameters of the MediaEntity constructor is required: videoId or zoneId';

/** Spec 01 §3 "boundingClientRect": where the media was on screen when selected (a plain copy). */
export interface MediaRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface MediaEntityParams {
  type: MediaType;
  target: MediaTarget;
  gameId: number;
  sportId: number;
  videoId?: string | null | undefined;
  zoneId?: string | null | undefined;
  title?: string | undefined;
  boundingClientRect?: MediaRect | null | undefined;
  gameLink?: string | undefined;
  autoClearable?: boolean | undefined;
  isFloating?: boolean | undefined;
  videoSourceType?: VideoSourceType | undefined;
  isRecommended?: boolean | undefined;
}

/** The entity as the store keeps it: plain data, every field of spec 01 §3 present. */
export interface Media {
  id: string;
  type: MediaType;
  target: MediaTarget;
  gameId: number;
  sportId: number;
  videoId: string | null;
  zoneId: string | null;
  title: string;
  boundingClientRect: MediaRect | null;
  gameLink: string;
  autoClearable: boolean;
  isFloating: boolean;
  videoSourceType: VideoSourceType;
  isRecommended: boolean;
}

/**
 * Spec 01 §3 "id (from type, gameId, videoId or zoneId)": the same video or zone of a game is one
 * entity whatever its target, so selecting it again moves it rather than showing it twice.
 */
export function mediaIdOf(type: MediaType, gameId: number, videoId: string | null, zoneId: string | null): string {
  return `${type}:${gameId}:${type === 'video' ? (videoId ?? zoneId) : (zoneId ?? videoId)}`;
}

export class MediaEntity implements Media {
  readonly id: string;
  readonly type: MediaType;
  readonly target: MediaTarget;
  readonly gameId: number;
  readonly sportId: number;
  readonly videoId: string | null;
  readonly zoneId: string | null;
  readonly title: string;
  readonly boundingClientRect: MediaRect | null;
  readonly gameLink: string;
  readonly autoClearable: boolean;
  readonly isFloating: boolean;
  readonly videoSourceType: VideoSourceType;
  readonly isRecommended: boolean;

  constructor(params: MediaEntityParams) {
    const videoId = params.videoId ?? null;
    const zoneId = params.zoneId ?? null;
    if (!videoId && !zoneId) throw new Error(MEDIA_ENTITY_ERROR);
    this.type = params.type;
    this.target = params.target;
    this.gameId = params.gameId;
    this.sportId = params.sportId;
    this.videoId = videoId;
    this.zoneId = zoneId;
    this.id = mediaIdOf(params.type, params.gameId, videoId, zoneId);
    this.title = params.title ?? '';
    this.boundingClientRect = params.boundingClientRect ? { ...params.boundingClientRect } : null;
    this.gameLink = params.gameLink ?? '';
    // Spec 01 §3 defaults: autoClearable true, isFloating false, videoSourceType LIVE.
    this.autoClearable = params.autoClearable ?? true;
    this.isFloating = params.isFloating ?? params.target === 'floating';
    this.videoSourceType = params.videoSourceType ?? 'LIVE';
    this.isRecommended = params.isRecommended ?? false;
  }
}

/** The store's plain copy of an entity (a class instance is not serialisable state). */
export function toMedia(entity: MediaEntity): Media {
  return { ...entity, boundingClientRect: entity.boundingClientRect ? { ...entity.boundingClientRect } : null };
}
