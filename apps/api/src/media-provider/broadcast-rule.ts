/**
 * Which live games the media provider covers (apps/api README "Media"): a fixed rule of the game
 * id, so a test, a restart and the e2e suite all see the same games with media. Two live games in
 * three have a video; every live game but one in seven has a match zone; so the lists show games
 * with both, with one, and with none.
 */
export interface MediaIds {
  videoId: string | null;
  zoneId: string | null;
}

export function mediaIdsOf(gameId: number): MediaIds {
  return {
    videoId: gameId % 3 === 0 ? null : `v${gameId}`,
    zoneId: gameId % 7 === 0 ? null : `z${gameId}`,
  };
}

/** The game a provider id names, when the rule gives that id to it; null for anything else. */
export function gameOfMediaId(kind: 'video' | 'zone', id: string): number | null {
  const match = /^([vz])([1-9]\d{0,9})$/.exec(id);
  if (!match || match[1] !== (kind === 'video' ? 'v' : 'z')) return null;
  const gameId = Number(match[2]);
  const ids = mediaIdsOf(gameId);
  return (kind === 'video' ? ids.videoId : ids.zoneId) === id ? gameId : null;
}
