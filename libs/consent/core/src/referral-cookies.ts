import { REFERRAL_COOKIE_LIFETIMES_S as LIFETIME } from './constants';

export interface CookieWrite {
  name: string;
  value: string;
  maxAgeSeconds: number;
}

/**
 * Spec 02 §9 "Referral tagging cookies", written only when the query holds the relevant tags
 * (spec 01 §5). The spec gives the cookies and lifetimes but not the query names ("Further tag
 * names: not shown"); ours are in the README:
 * - refererid ← ?refererid (60 d); subid ← ?subid (60 d); tag ← ?tag (60 d); bf_tag ← ?bf_tag (1 d);
 * - reflinkid ← ?reflinkid, the short link form (1 h);
 * - ref_partner_id ← ?affid when ?tag comes with it (60 d), else ← ?aip when ?click_id and
 *   ?utm_source come with it (30 d);
 * - postback_watcher, only with one of the tags above: ← ?pb (30 d); without pb, '0' for 4 s, so
 *   the postback check of this visit sees that no postback was asked for.
 */
export function referralCookieWrites(search: string): CookieWrite[] {
  const query = new URLSearchParams(search);
  const value = (name: string) => {
    const found = query.get(name)?.trim();
    return found ? found : null;
  };
  const writes: CookieWrite[] = [];
  const add = (name: string, found: string | null, maxAgeSeconds: number) => {
    if (found !== null) writes.push({ name, value: found, maxAgeSeconds });
  };

  add('refererid', value('refererid'), LIFETIME.refererid);
  add('bf_tag', value('bf_tag'), LIFETIME.bfTag);
  add('tag', value('tag'), LIFETIME.tag);
  if (value('affid') !== null && value('tag') !== null) {
    add('ref_partner_id', value('affid'), LIFETIME.refPartnerIdWithAffid);
  } else if (value('click_id') !== null && value('utm_source') !== null) {
    add('ref_partner_id', value('aip'), LIFETIME.refPartnerIdWithClickId);
  }
  add('reflinkid', value('reflinkid'), LIFETIME.reflinkid);
  add('subid', value('subid'), LIFETIME.subid);

  // pb alone tags nothing: the watcher only goes with a referral tag.
  if (writes.length === 0) return writes;
  const pb = value('pb');
  if (pb !== null) add('postback_watcher', pb, LIFETIME.postbackWatcherWithPb);
  else add('postback_watcher', '0', LIFETIME.postbackWatcherWithoutPb);
  return writes;
}
