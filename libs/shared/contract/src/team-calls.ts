import { z } from 'zod/mini';
import { defineCall } from './call';
import { gameResultSchema } from './line-calls';

/**
 * Issue 18: the team info page (spec 01 §2 "team game and team info pages": `team/{teamId}` and
 * `team/{teamId}/game/{gameId}`). Spec 02 §7 shows no path for them: ours, beside the line feed
 * under /web-api/line. The team's open games come from `getLineGames` with `teamId` (the same
 * list, markets and deltas as every other list); this call gives what only the team page shows:
 * who the team is and how its last games ended. Polled at the champ results row (spec 02 §9
 * "champ results | 15000 | 15000"), so it is `background`.
 */
const id = z.int().check(z.positive());

export const teamSchema = z.object({
  id,
  name: z.string(),
  sportId: id,
  sportName: z.string(),
  /** The championships it plays in, in menu order. */
  champs: z.array(z.object({ id, name: z.string() })),
});
export type Team = z.output<typeof teamSchema>;

/** How many finished games the team page lists (ours; spec: not shown). */
export const TEAM_RESULTS_LIMIT = 10;

export const teamInfoSchema = z.object({
  team: teamSchema,
  /** Its last finished games, newest first, at most TEAM_RESULTS_LIMIT. */
  results: z.array(gameResultSchema),
});
export type TeamInfo = z.output<typeof teamInfoSchema>;

/** One team; 404 `team_not_found` for an id the line does not know. */
export const getTeam = defineCall({
  name: 'getTeam',
  method: 'GET',
  path: '/web-api/line/team',
  background: true,
  query: z.object({
    teamId: z.coerce.number().check(z.int(), z.positive()),
    lang: z.optional(z.string().check(z.minLength(2), z.maxLength(5))),
  }),
  body: z.undefined(),
  response: teamInfoSchema,
});
