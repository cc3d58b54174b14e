import { BRING_FRIEND_QUERY_TAG } from '@bet/contract';

/**
 * The player's invite link: the site's home page in the player's language with the invite code
 * as `bf_tag`, the query tag the consent core writes to the "bf tag referral" cookie (spec 02 §9,
 * 1 day); a registration with that cookie links the new player to the inviter.
 */
export function inviteLinkOf(origin: string, lang: string, inviteCode: string): string {
  const query = new URLSearchParams({ [BRING_FRIEND_QUERY_TAG]: inviteCode });
  return `${origin.replace(/\/+$/, '')}/${encodeURIComponent(lang)}/?${query.toString()}`;
}
