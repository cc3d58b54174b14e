import type { StoragePort } from '@bet/platform';
import { put, select, take } from 'redux-saga/effects';
import { SIDE_ZONES_STORAGE_KEY } from './constants';
import { MediaEntity, toMedia, type Media } from './media-entity';
import type { MediaDeps } from './media-deps';
import { gameMediaRemoved, mediaCleared, mediaSelected, mediaUnselected, sideZonesRestored } from './media-slice';
import { selectSideZones } from './selectors';

export const SIDE_ZONES_UNREADABLE_LOG = 'The kept side zones could not be read';

/** What is kept of a side zone: enough to build it again. */
type KeptZone = Pick<Media, 'gameId' | 'sportId' | 'zoneId' | 'title' | 'gameLink'>;

const keep = (zones: readonly Media[]): string =>
  JSON.stringify(
    zones.map(({ gameId, sportId, zoneId, title, gameLink }): KeptZone => ({
      gameId,
      sportId,
      zoneId,
      title,
      gameLink,
    })),
  );

/**
 * The kept zones, each built again through the MediaEntity constructor: one that fails (no
 * zoneId, a wrong type) is dropped and logged, the others come back.
 */
export function readSideZones(storage: StoragePort, logger: MediaDeps['logger']): Media[] {
  const text = storage.getItem(SIDE_ZONES_STORAGE_KEY);
  if (text === null) return [];
  let list: unknown;
  try {
    list = JSON.parse(text);
  } catch (error) {
    logger.warn(SIDE_ZONES_UNREADABLE_LOG, error);
    return [];
  }
  if (!Array.isArray(list)) return [];
  const zones: Media[] = [];
  for (const entry of list as Partial<KeptZone>[]) {
    try {
      if (typeof entry?.gameId !== 'number' || typeof entry.sportId !== 'number') throw new Error('no game');
      zones.push(
        toMedia(
          new MediaEntity({
            type: 'zone',
            target: 'side',
            gameId: entry.gameId,
            sportId: entry.sportId,
            zoneId: typeof entry.zoneId === 'string' ? entry.zoneId : null,
            title: typeof entry.title === 'string' ? entry.title : '',
            gameLink: typeof entry.gameLink === 'string' ? entry.gameLink : '',
            autoClearable: false,
          }),
        ),
      );
    } catch (error) {
      logger.warn(SIDE_ZONES_UNREADABLE_LOG, error);
    }
  }
  return zones;
}

/**
 * Spec 01 §4 Media "side zones persisted and restored when empty": at start, when no zone is on
 * the side, the kept ones come back; afterwards every change of the side is kept.
 */
export function* sideZonesSaga(deps: MediaDeps) {
  const { storage } = deps;
  if (!storage) return;
  const current: Media[] = yield select(selectSideZones);
  if (current.length === 0) {
    const zones = readSideZones(storage, deps.logger);
    if (zones.length > 0) yield put(sideZonesRestored({ zones }));
  }
  let kept = keep((yield select(selectSideZones)) as Media[]);
  for (;;) {
    yield take([mediaSelected.type, mediaUnselected.type, mediaCleared.type, gameMediaRemoved.type]);
    const next = keep((yield select(selectSideZones)) as Media[]);
    if (next === kept) continue;
    kept = next;
    if (next === '[]') storage.removeItem(SIDE_ZONES_STORAGE_KEY);
    else storage.setItem(SIDE_ZONES_STORAGE_KEY, next);
  }
}
