import type { PersonalManager, PlayerPromotion } from '@bet/contract';

/**
 * The sandbox's programmes (README "Programmes"): the promotions, the personal managers and the
 * bring-a-friend reward, seeded in code. Pure, so the tests state the rules without a server.
 */

/** What a friend who registered through the invite link brings the inviter, minor units (ours). */
export const BRING_FRIEND_REWARD_MINOR = 500;

/** The invite code of a player: what the invite link carries as `bf_tag`. */
export function inviteCodeOf(playerId: number): string {
  return `f${playerId.toString(36)}`;
}

/** The inviter's id from an invite code, or null when the code is not one of ours. */
export function inviterOf(code: string | undefined): number | null {
  const match = /^f([0-9a-z]{1,10})$/.exec(code?.trim() ?? '');
  if (!match?.[1]) return null;
  const id = parseInt(match[1], 36);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

const DAY_MS = 86_400_000;

interface PromotionSeed {
  id: string;
  title: string;
  description: string;
  /** When the player's part ends, from the player's registration; null: while the promotion runs. */
  endsAfterRegistrationMs: number | null;
}

/** Every player takes part in these; a welcome one ends a week after the registration. */
export const PROMOTION_SEEDS: readonly PromotionSeed[] = [
  {
    id: 'welcome-week',
    title: 'Welcome week',
    description: 'Your first week: a free bet of the same amount after your first lost express.',
    endsAfterRegistrationMs: 7 * DAY_MS,
  },
  {
    id: 'express-booster',
    title: 'Express booster',
    description: 'Expresses of five or more events win 10% more.',
    endsAfterRegistrationMs: null,
  },
  {
    id: 'bring-friend',
    title: 'Bring a friend',
    description: 'Every friend who registers through your invite link brings you a reward.',
    endsAfterRegistrationMs: null,
  },
];

/** The active promotions a player takes part in at `now`. */
export function promotionsOf(registeredAt: Date, now: Date): PlayerPromotion[] {
  return PROMOTION_SEEDS.map((seed) => ({
    id: seed.id,
    title: seed.title,
    description: seed.description,
    endsAt: seed.endsAfterRegistrationMs === null ? null : registeredAt.getTime() + seed.endsAfterRegistrationMs,
  })).filter((promotion) => promotion.endsAt === null || promotion.endsAt > now.getTime());
}

/** The player groups of the manager desk: by the currency of the player (ours). */
export type PlayerGroup = 'rub' | 'international';

export function playerGroupOf(currencyCode: string): PlayerGroup {
  return currencyCode === 'RUB' ? 'rub' : 'international';
}

/** One personal manager per player group. */
export const MANAGERS: Readonly<Record<PlayerGroup, PersonalManager>> = {
  rub: {
    name: 'Anna Smirnova',
    channels: [
      { kind: 'email', value: 'anna.manager@orbit-bet.example' },
      { kind: 'phone', value: '+7 800 555-01-10' },
      { kind: 'telegram', value: '@orbit_anna' },
    ],
    hours: { from: '09:00', to: '21:00', days: [1, 2, 3, 4, 5, 6] },
    timeZone: 'Europe/Moscow',
  },
  international: {
    name: 'James Carter',
    channels: [
      { kind: 'email', value: 'james.manager@orbit-bet.example' },
      { kind: 'phone', value: '+44 20 7946 0110' },
      { kind: 'telegram', value: '@orbit_james' },
    ],
    hours: { from: '08:00', to: '20:00', days: [1, 2, 3, 4, 5] },
    timeZone: 'Europe/London',
  },
};

/** How long after one "ask for a call" another is refused (ours: the manager calls once). */
export const MANAGER_CALL_PAUSE_MS = 3_600_000;

/** A friend as the inviter sees them: a masked name, else the player number. */
export function friendLabel(friend: { id: number; name: string }): string {
  const name = friend.name.trim();
  if (name === '') return `#${friend.id}`;
  return name.length <= 2 ? `${name[0]}***` : `${name.slice(0, 2)}***`;
}
