import { describe, expect, it } from 'vitest';
import { MEDIA_ENTITY_ERROR, MediaEntity, mediaIdOf, toMedia } from './media-entity';
import { mediaPageUrl } from './player-url';
import { gameMediaFixture } from './testing';

describe('MediaEntity (spec 01 §3)', () => {
  it('requires a videoId or a zoneId, with the exact text of spec 02 §8', () => {
    expect(MEDIA_ENTITY_ERROR).toBe(
      'One of the parameters of the MediaEntity constructor is required: videoId or zoneId',
    );
    expect(() => new MediaEntity({ type: 'video', target: 'board', gameId: 1, sportId: 1 })).toThrow(
      new Error(MEDIA_ENTITY_ERROR),
    );
    expect(() => new MediaEntity({ type: 'zone', target: 'side', gameId: 1, sportId: 1, zoneId: '' })).toThrow(
      MEDIA_ENTITY_ERROR,
    );
  });

  it('has the spec defaults: autoClearable, not floating, a LIVE source, not recommended', () => {
    const media = toMedia(new MediaEntity({ type: 'video', target: 'board', gameId: 7, sportId: 1, videoId: 'v7' }));
    expect(media).toEqual({
      id: 'video:7:v7',
      type: 'video',
      target: 'board',
      gameId: 7,
      sportId: 1,
      videoId: 'v7',
      zoneId: null,
      title: '',
      boundingClientRect: null,
      gameLink: '',
      autoClearable: true,
      isFloating: false,
      videoSourceType: 'LIVE',
      isRecommended: false,
    });
    // A plain object: the store keeps it.
    expect(Object.getPrototypeOf(media)).toBe(Object.prototype);
  });

  it('is floating on the floating target; its id is the same on every target', () => {
    const floating = new MediaEntity({ type: 'video', target: 'floating', gameId: 7, sportId: 1, videoId: 'v7' });
    expect(floating.isFloating).toBe(true);
    expect(floating.id).toBe(mediaIdOf('video', 7, 'v7', null));
    expect(new MediaEntity({ type: 'zone', target: 'side', gameId: 7, sportId: 1, zoneId: 'z7' }).id).toBe('zone:7:z7');
  });
});

describe('mediaPageUrl', () => {
  const media = gameMediaFixture(7);
  it('gives a video with the token and language, a zone with the language', () => {
    expect(mediaPageUrl('video', media, { token: 'a.b.c', lang: 'ru' })).toBe(
      'http://media.test/video/v7?token=a.b.c&lang=ru',
    );
    expect(mediaPageUrl('zone', media, { token: null, lang: 'en' })).toBe('http://media.test/zone/z7?lang=en');
  });

  it('gives no video without a token, and nothing the provider does not cover', () => {
    expect(mediaPageUrl('video', media, { token: null, lang: 'ru' })).toBeNull();
    expect(mediaPageUrl('zone', gameMediaFixture(8, { zoneId: null }), { token: 't', lang: 'ru' })).toBeNull();
    expect(mediaPageUrl('video', undefined, { token: 't', lang: 'ru' })).toBeNull();
  });
});
