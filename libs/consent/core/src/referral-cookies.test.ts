import { describe, expect, it } from 'vitest';
import { referralCookieWrites } from './referral-cookies';

const DAY = 86_400;
const byName = (search: string) =>
  Object.fromEntries(referralCookieWrites(search).map((write) => [write.name, [write.value, write.maxAgeSeconds]]));

describe('referral tagging cookies (spec 02 §9 table, spec 01 §5)', () => {
  it('writes nothing without referral tags', () => {
    expect(referralCookieWrites('')).toEqual([]);
    expect(referralCookieWrites('?lang=en&utm_source=x&pb=1&tag=')).toEqual([]);
  });

  it('gives each cookie its exact lifetime', () => {
    expect(byName('?refererid=11&bf_tag=bf&tag=t1&subid=s&reflinkid=rl&pb=post')).toEqual({
      refererid: ['11', 60 * DAY],
      bf_tag: ['bf', DAY],
      tag: ['t1', 60 * DAY],
      reflinkid: ['rl', 3600],
      subid: ['s', 60 * DAY],
      postback_watcher: ['post', 30 * DAY],
    });
  });

  it('ref_partner_id: 60 days from affid with tag, 30 days from aip with click id and utm source', () => {
    expect(byName('?affid=77&tag=t').ref_partner_id).toEqual(['77', 60 * DAY]);
    expect(byName('?aip=55&click_id=c&utm_source=s').ref_partner_id).toEqual(['55', 30 * DAY]);
    expect(byName('?aip=55&click_id=c').ref_partner_id).toBeUndefined();
    expect(byName('?affid=77').ref_partner_id).toBeUndefined();
  });

  it('postback_watcher lives 4 seconds when tags come without pb', () => {
    expect(byName('?tag=t').postback_watcher).toEqual(['0', 4]);
  });
});
